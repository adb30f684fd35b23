import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Table, type TableColumnsType, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { Num, num } from '../../contracts/components/cells';
import { SignedMoney } from '../../wallet/components/cells';
import { optionKeys } from '../api/keys';
import { useOptionHouse } from '../api/lists';
import type { HouseDay } from '../api/types';
import { type CoinTotal, houseTotals } from '../components/house-totals';
import { LoadError } from '../components/load-error';

const rowKey = (d: HouseDay) => `${d.day}-${d.currency}`;

function TotalCard({ total }: { total: CoinTotal }) {
  const { t } = useTranslation('options');
  return (
    <Card size="small" title={<strong>{total.currency}</strong>} data-testid={`option-house-total-${total.currency}`}>
      <Typography.Text type="secondary">{t('house.net')}</Typography.Text>
      <div style={{ ...num, fontSize: 22, margin: '2px 0 8px' }}>
        <SignedMoney value={total.house_net} />
      </div>
      <Typography.Text type="secondary">
        {t('house.summary', { orders: total.orders, fees: total.fees, coin: total.currency })}
      </Typography.Text>
    </Card>
  );
}

function useColumns(): TableColumnsType<HouseDay> {
  const { t } = useTranslation('options');
  return [
    { title: t('house.day'), dataIndex: 'day', width: 120, render: (v: string) => <strong style={num}>{v}</strong> },
    { title: t('house.coin'), dataIndex: 'currency', width: 90 },
    {
      title: t('house.orders'),
      dataIndex: 'orders',
      align: 'right',
      render: (v: number) => <span style={num}>{v}</span>,
    },
    { title: t('house.net'), dataIndex: 'house_net', align: 'right', render: (v: string) => <SignedMoney value={v} /> },
    {
      title: t('house.fees'),
      dataIndex: 'fees',
      align: 'right',
      render: (v: string, d) => <Num value={v} coin={d.currency} />,
    },
  ];
}

/**
 * `GET /admin/options/house` (super, finance): per UTC day of settlement and coin, the settled orders, the house's
 * net result (stakes kept minus profits paid: positive when users lost) and the fees, which are counted apart.
 */
export default function OptionHousePage() {
  const house = useOptionHouse();
  const qc = useQueryClient();
  const { t } = useTranslation(['options', 'shell']);
  const columns = useColumns();
  const days = house.data ?? [];
  const totals = houseTotals(days);

  return (
    <>
      <PageHeader
        title={t('house.title')}
        extra={
          <Button onClick={() => qc.invalidateQueries({ queryKey: optionKeys.house })} loading={house.isFetching}>
            {t('shell:common.refresh')}
          </Button>
        }
      />
      <Typography.Paragraph type="secondary">{t('house.help')}</Typography.Paragraph>
      {house.isError && <LoadError error={house.error} onRetry={() => house.refetch()} />}
      {totals.length > 0 && (
        <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="option-house-totals">
          {totals.map((total) => (
            <Col key={total.currency} xs={24} md={12} xl={8}>
              <TotalCard total={total} />
            </Col>
          ))}
        </Row>
      )}
      <Table<HouseDay>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={days}
        loading={house.isFetching}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showTotal: (total) => t('house.total', { total }) }}
        onRow={(d) => ({ 'data-testid': `option-house-row-${rowKey(d)}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('house.empty')} /> }}
        data-testid="option-house-table"
      />
    </>
  );
}
