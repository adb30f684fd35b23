import { Alert, Badge, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../shared/components/page-header';
import { formatUtc } from '../../../shared/format';
import { SignedMoney, UserCell } from '../../wallet/components/cells';
import { RISK_REFRESH_MS, useContractRisk } from '../api/lists';
import type { RiskRow } from '../api/types';
import { AreaTag, dash, Num, num } from '../components/cells';
import { positionsLink } from '../components/position-filters';
import { byRiskRate, LEVEL_BACKGROUNDS, LEVEL_COLORS, riskLevel } from '../components/risk-level';
import { RiskTabs } from '../components/risk-tabs';

const rowKey = (r: RiskRow) => `${r.user_id}-${r.area}-${r.settle_currency}`;

function useColumns(): TableColumnsType<RiskRow> {
  const { t } = useTranslation('contracts');
  return [
    {
      title: t('risk.user'),
      dataIndex: 'user_id',
      width: 170,
      render: (v: number, r) => <UserCell userId={v} user={r.user} />,
    },
    {
      title: t('risk.account'),
      key: 'account',
      width: 130,
      render: (_, r) => (
        <Flex gap={6} align="center">
          <AreaTag area={r.area} />
          <Typography.Text type="secondary">{r.settle_currency}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('risk.positions'),
      dataIndex: 'positions',
      align: 'right',
      width: 96,
      render: (v: number, r) => (
        <Link to={positionsLink({ user_id: r.user_id, area: r.area })} title={t('risk.openPositions')}>
          {v}
        </Link>
      ),
    },
    {
      title: t('risk.balance'),
      dataIndex: 'balance',
      align: 'right',
      render: (v: string, r) => <Num value={v} coin={r.settle_currency} />,
    },
    {
      title: t('risk.margin'),
      dataIndex: 'margin',
      align: 'right',
      render: (v: string, r) => <Num value={v} coin={r.settle_currency} />,
    },
    {
      title: t('risk.pnl'),
      dataIndex: 'profits',
      align: 'right',
      render: (v: string) => (v ? <SignedMoney value={v} /> : dash),
    },
    {
      title: t('risk.rate'),
      dataIndex: 'hazard_rate',
      align: 'right',
      defaultSortOrder: 'ascend',
      sortDirections: ['ascend', 'descend', 'ascend'],
      sorter: byRiskRate,
      render: (v: string, r) => {
        const level = riskLevel(v, r.threshold);
        return v ? (
          <Typography.Text
            strong={level === 'due' || level === 'near'}
            type={level === 'due' ? 'danger' : level === 'near' ? 'warning' : undefined}
            style={num}
          >
            {v} %
          </Typography.Text>
        ) : (
          dash
        );
      },
    },
    {
      title: t('risk.threshold'),
      dataIndex: 'threshold',
      align: 'right',
      render: (v: string) => <span style={num}>{v} %</span>,
    },
    {
      title: t('risk.level'),
      key: 'level',
      width: 130,
      render: (_, r) => {
        const level = riskLevel(r.hazard_rate, r.threshold);
        return (
          <Tag color={LEVEL_COLORS[level]} data-testid={`contract-risk-level-${rowKey(r)}`}>
            {t(`risk.${level}`)}
          </Tag>
        );
      },
    },
  ];
}

/**
 * `GET /admin/contracts/risk` (super, finance): every user account with open positions, lowest risk rate first,
 * read again every 10 s. Accounts at or near their liquidation threshold are highlighted.
 */
export default function ContractRiskPage() {
  const risk = useContractRisk();
  const { t } = useTranslation('contracts');
  const columns = useColumns();
  const rows = risk.data ?? [];
  const levels = rows.map((r) => riskLevel(r.hazard_rate, r.threshold));
  const updated = risk.dataUpdatedAt ? formatUtc(new Date(risk.dataUpdatedAt).toISOString()).slice(11) : '';

  return (
    <>
      <PageHeader
        title={t('risk.title')}
        extra={
          <Badge
            status={risk.isError ? 'error' : risk.isFetching ? 'processing' : 'success'}
            text={
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('risk.every', { seconds: RISK_REFRESH_MS / 1000 })}
                {updated && ` · ${t('risk.updated', { time: updated })}`}
              </Typography.Text>
            }
          />
        }
      />
      <RiskTabs />
      <Typography.Paragraph type="secondary">{t('risk.help')}</Typography.Paragraph>
      {rows.length > 0 && (
        <Alert
          type={levels.includes('due') ? 'error' : levels.includes('near') ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="contract-risk-summary"
          message={t('risk.summary', {
            accounts: rows.length,
            near: levels.filter((l) => l === 'near').length,
            due: levels.filter((l) => l === 'due').length,
          })}
        />
      )}
      <Table<RiskRow>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={risk.isPending}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        onRow={(r) => {
          const level = riskLevel(r.hazard_rate, r.threshold);
          return {
            'data-testid': `contract-risk-row-${rowKey(r)}`,
            'data-level': level,
            style: { background: LEVEL_BACKGROUNDS[level] },
          } as HTMLAttributes<HTMLElement>;
        }}
        locale={{ emptyText: <Empty description={t('risk.empty')} /> }}
        data-testid="contract-risk-table"
      />
    </>
  );
}
