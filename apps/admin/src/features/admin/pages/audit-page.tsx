import { AutoComplete, Button, Empty, Input, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/use-paging';
import { type AuditEntry, useAuditLog } from '../api/audit';
import { AuditDiff } from '../components/audit-diff';

/** Actions the server's modules write (exact names; the server filters by equality). */
const KNOWN_ACTIONS = [
  'news.create',
  'news.update',
  'news.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'faq.create',
  'faq.update',
  'faq.delete',
  'page.update',
  'settings.update',
  'admin.create',
  'admin.update',
  'user.lock',
  'user.unlock',
  'kyc.approve',
  'kyc.reject',
  'market.instrument.update',
  'market.feed.update',
  'market.fiat.update',
  'wallet.deposit.approve',
  'wallet.deposit.reject',
  'wallet.withdrawal.approve',
  'wallet.withdrawal.reject',
  'wallet.adjust.credit',
  'wallet.adjust.debit',
  'wallet.coin.update',
];

export default function AuditPage() {
  const paging = usePaging(20);
  const { t } = useTranslation(['admin', 'shell']);
  const [draft, setDraft] = useState('');
  const [action, setAction] = useState('');
  const log = useAuditLog({ page: paging.page, limit: paging.limit, action: action || undefined });

  const columns: TableColumnsType<AuditEntry> = [
    { title: t('audit.when'), dataIndex: 'created_at', width: 180, render: (v: string) => formatUtc(v) },
    { title: t('audit.who'), dataIndex: 'admin_email', width: 220 },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      width: 200,
      render: (v: string) => (
        <Tag color="blue" style={{ cursor: 'pointer' }} onClick={() => applyFilter(v)}>
          {v}
        </Tag>
      ),
    },
    { title: t('audit.target'), dataIndex: 'target' },
    { title: t('audit.ip'), dataIndex: 'ip', width: 140 },
  ];

  function applyFilter(value: string) {
    setDraft(value.trim());
    setAction(value.trim());
    paging.setPage(1);
  }

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        extra={
          <>
            <AutoComplete
              value={draft}
              options={KNOWN_ACTIONS.filter((a) => a.includes(draft.trim())).map((a) => ({ value: a }))}
              onSelect={applyFilter}
              onChange={(v: string) => (v ? setDraft(v) : applyFilter(''))}
              style={{ width: 300 }}
            >
              <Input.Search
                placeholder={t('audit.filter')}
                allowClear
                onSearch={applyFilter}
                data-testid="audit-action-filter"
              />
            </AutoComplete>
            <Button onClick={() => log.refetch()} loading={log.isFetching}>
              {t('shell:common.refresh')}
            </Button>
          </>
        }
      />
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        data-testid="audit-table"
        columns={columns}
        dataSource={log.data?.list ?? []}
        loading={log.isFetching}
        pagination={paging.pagination(log.data?.total)}
        expandable={{ expandedRowRender: (e) => <AuditDiff before={e.before} after={e.after} /> }}
        locale={{ emptyText: <Empty description={action ? t('audit.emptyFor', { action }) : t('audit.empty')} /> }}
      />
    </>
  );
}
