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
import { ImageThumb } from '../../../shared/components/image-preview';
import { PageHeader } from '../../../shared/components/page-header';
import { RowActions } from '../../../shared/components/row-actions';
import { useCanEdit } from '../../../shared/session/permissions';
import { type Instrument, type InstrumentKind, useInstruments, useSaveInstrument } from '../api';
import { InstrumentDrawer } from '../components/instrument-drawer';

type KindFilter = 'all' | InstrumentKind;
const KIND_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'spot', label: 'Spot' },
  { value: 'stock', label: 'Stocks' },
];

export default function InstrumentsPage() {
  const [kind, setKind] = useState<KindFilter>('all');
  const list = useInstruments(kind === 'all' ? undefined : kind);
  const save = useSaveInstrument();
  const editable = useCanEdit('instruments');
  const [editing, setEditing] = useState<Instrument | null>(null);

  /** The row whose switch is being saved (its switches show a spinner). */
  const pendingId = save.isPending ? save.variables?.id : undefined;
  const toggle = (i: Instrument, input: { enabled: boolean } | { hot: boolean }, done: string) =>
    save.mutateAsync({ id: i.id, input, done }).catch(() => undefined);

  const columns: TableColumnsType<Instrument> = [
    { title: 'ID', dataIndex: 'id', width: 70 },
    {
      title: 'Logo',
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
    { title: 'Symbol', dataIndex: 'symbol', width: 130, render: (v: string) => <strong>{v}</strong> },
    { title: 'Name', dataIndex: 'name' },
    {
      title: 'Kind',
      dataIndex: 'kind',
      width: 80,
      render: (v: InstrumentKind) => <Tag color={v === 'stock' ? 'purple' : 'blue'}>{v}</Tag>,
    },
    {
      title: 'Enabled',
      dataIndex: 'enabled',
      width: 90,
      // Disabling takes the pair off the app: ask first. Enabling is one click.
      render: (v: boolean, i) => (
        <Popconfirm
          title={`Disable ${i.symbol}?`}
          description="It disappears from the app's markets."
          okText="Disable"
          okButtonProps={{ danger: true, 'data-testid': 'instrument-disable-ok' } as ButtonProps}
          disabled={!v || !editable}
          onConfirm={() => toggle(i, { enabled: false }, `${i.symbol} disabled`)}
        >
          <Switch
            size="small"
            checked={v}
            disabled={!editable}
            loading={pendingId === i.id}
            onChange={(on) => on && toggle(i, { enabled: true }, `${i.symbol} enabled`)}
            data-testid={`instrument-enabled-${i.id}`}
          />
        </Popconfirm>
      ),
    },
    {
      title: 'Hot',
      dataIndex: 'hot',
      width: 70,
      render: (v: boolean, i) => (
        <Switch
          size="small"
          checked={v}
          disabled={!editable}
          loading={pendingId === i.id}
          onChange={(on) => toggle(i, { hot: on }, `${i.symbol} ${on ? 'marked hot' : 'no longer hot'}`)}
          data-testid={`instrument-hot-${i.id}`}
        />
      ),
    },
    { title: 'Sort', dataIndex: 'sort', width: 70 },
    { title: 'Price dp', dataIndex: 'precision', width: 90 },
    { title: 'Amount dp', dataIndex: 'amount_precision', width: 100 },
    {
      title: 'Actions',
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
        title="Instruments"
        extra={
          <Segmented
            value={kind}
            options={KIND_OPTIONS}
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
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (t) => `${t} instruments` }}
        onRow={(i) => ({ 'data-testid': `instrument-row-${i.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description="No instruments" /> }}
      />
      <InstrumentDrawer instrument={editing} editable={editable} onClose={() => setEditing(null)} />
    </>
  );
}
