import {
  Avatar,
  type ButtonProps,
  Empty,
  Popconfirm,
  Segmented,
  Switch,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageThumb } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Instrument, type InstrumentKind, useInstruments, useSaveInstrument } from '../api';
import { InstrumentDrawer } from '../components/instrument-drawer';

type KindFilter = 'all' | InstrumentKind;

export default function InstrumentsPage() {
  const [kind, setKind] = useState<KindFilter>('all');
  const list = useInstruments(kind === 'all' ? undefined : kind);
  const save = useSaveInstrument();
  const editable = useCanEdit('instruments');
  const [editing, setEditing] = useState<Instrument | null>(null);
  const { t } = useTranslation(['market', 'shell']);
  const kindOptions = [
    { value: 'all', label: t('instruments.all') },
    { value: 'spot', label: t('instruments.spot') },
    { value: 'stock', label: t('instruments.stocks') },
  ];

  /** The row whose switch is being saved (its switches show a spinner). */
  const pendingId = save.isPending ? save.variables?.id : undefined;
  const toggle = (i: Instrument, input: { enabled: boolean } | { hot: boolean }, done: string) =>
    save.mutateAsync({ id: i.id, input, done }).catch(() => undefined);

  const columns: TableColumnsType<Instrument> = [
    { title: t('instruments.id'), dataIndex: 'id', width: 70 },
    {
      title: t('instruments.logo'),
      dataIndex: 'logo',
      width: 70,
      // Without a logo the app shows the coin's initials; so does this column.
      render: (v: string, i) =>
        v ? (
          <ImageThumb src={v} width={32} height={32} />
        ) : (
          <Avatar size={32} style={{ background: i.kind === 'stock' ? '#8250df' : '#1f6feb', fontSize: 11 }}>
            {i.symbol.split('/')[0]?.slice(0, 4)}
          </Avatar>
        ),
    },
    { title: t('instruments.symbol'), dataIndex: 'symbol', width: 130, render: (v: string) => <strong>{v}</strong> },
    { title: t('instruments.name'), dataIndex: 'name' },
    {
      title: t('instruments.kind'),
      dataIndex: 'kind',
      width: 80,
      render: (v: InstrumentKind) => (
        <Tag color={v === 'stock' ? 'purple' : 'blue'}>{t(`instruments.kinds.${v}`, { defaultValue: v })}</Tag>
      ),
    },
    {
      title: t('instruments.enabled'),
      dataIndex: 'enabled',
      width: 90,
      // Disabling takes the pair off the app: ask first. Enabling is one click.
      render: (v: boolean, i) => (
        <Popconfirm
          title={t('instruments.disableConfirm', { symbol: i.symbol })}
          description={t('instruments.disableNote')}
          okText={t('instruments.disable')}
          okButtonProps={{ danger: true, 'data-testid': 'instrument-disable-ok' } as ButtonProps}
          disabled={!v || !editable}
          onConfirm={() => toggle(i, { enabled: false }, t('instruments.disabledDone', { symbol: i.symbol }))}
        >
          <Switch
            size="small"
            checked={v}
            disabled={!editable}
            loading={pendingId === i.id}
            onChange={(on) => on && toggle(i, { enabled: true }, t('instruments.enabledDone', { symbol: i.symbol }))}
            data-testid={`instrument-enabled-${i.id}`}
          />
        </Popconfirm>
      ),
    },
    {
      title: t('instruments.hot'),
      dataIndex: 'hot',
      width: 70,
      render: (v: boolean, i) => (
        <Switch
          size="small"
          checked={v}
          disabled={!editable}
          loading={pendingId === i.id}
          onChange={(on) =>
            toggle(i, { hot: on }, t(on ? 'instruments.hotDone' : 'instruments.notHotDone', { symbol: i.symbol }))
          }
          data-testid={`instrument-hot-${i.id}`}
        />
      ),
    },
    { title: t('instruments.sort'), dataIndex: 'sort', width: 70 },
    { title: t('instruments.priceDp'), dataIndex: 'precision', width: 90 },
    { title: t('instruments.amountDp'), dataIndex: 'amount_precision', width: 100 },
    {
      title: t('shell:common.actions'),
      key: 'actions',
      width: 90,
      render: (_, i) => (
        <RowActions editable={editable} onOpen={() => setEditing(i)} openTestId={`instrument-edit-${i.id}`} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('instruments.title')}
        extra={
          <Segmented
            value={kind}
            options={kindOptions}
            onChange={(v) => setKind(v as KindFilter)}
            data-testid="instruments-kind"
          />
        }
      />
      <Table<Instrument>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('instruments.total', { total }) }}
        onRow={(i) => ({ 'data-testid': `instrument-row-${i.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('instruments.empty')} /> }}
      />
      <InstrumentDrawer instrument={editing} editable={editable} onClose={() => setEditing(null)} />
    </>
  );
}
