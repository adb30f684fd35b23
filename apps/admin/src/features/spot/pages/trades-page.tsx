import { Empty, Flex, Table, type TableColumnsType, type TablePaginationConfig, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { TimeCell } from '../../wallet/components/cells';
import { useSpotTrades } from '../api/lists';
import type { SpotTrade } from '../api/types';
import { PartyCell, ShortId, SideTag } from '../components/cells';
import { SpotListFilters, useSpotListParams } from '../components/list-filters';

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * Each side pays its fee in the coin it receives (api-spot.md notes): the buyer in the base coin, the seller in the
 * quote coin. The taker's side says who bought.
 */
function feeCoins(t: SpotTrade): { maker: string; taker: string } {
  const [base = '', quote = ''] = t.symbol.split('/');
  return t.side === 'buy' ? { taker: base, maker: quote } : { taker: quote, maker: base };
}

function useColumns(): TableColumnsType<SpotTrade> {
  const { t } = useTranslation('spot');
  return [
    { title: t('trades.id'), dataIndex: 'id', width: 80, render: (v: string) => <ShortId id={v} /> },
    { title: t('trades.pair'), dataIndex: 'symbol', width: 110, render: (v: string) => <strong>{v}</strong> },
    {
      title: t('trades.price'),
      dataIndex: 'price',
      align: 'right',
      render: (v: string) => <span style={num}>{v}</span>,
    },
    {
      title: t('trades.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (v: string) => <span style={num}>{v}</span>,
    },
    { title: t('trades.takerSide'), dataIndex: 'side', width: 96, render: (v: 'buy' | 'sell') => <SideTag side={v} /> },
    {
      title: t('trades.makerParty'),
      key: 'maker',
      width: 170,
      render: (_, tr) => <PartyCell userId={tr.maker_user_id} orderId={tr.maker_order_id} />,
    },
    {
      title: t('trades.takerParty'),
      key: 'taker',
      width: 170,
      render: (_, tr) => <PartyCell userId={tr.taker_user_id} orderId={tr.taker_order_id} />,
    },
    {
      title: t('trades.fees'),
      key: 'fees',
      align: 'right',
      width: 170,
      render: (_, tr) => {
        const { maker, taker } = feeCoins(tr);
        return (
          <Flex vertical align="flex-end" style={num}>
            <span>
              <Typography.Text type="secondary">{t('trades.maker')} </Typography.Text>
              {tr.maker_fee} <Typography.Text type="secondary">{maker}</Typography.Text>
            </span>
            <span>
              <Typography.Text type="secondary">{t('trades.taker')} </Typography.Text>
              {tr.taker_fee} <Typography.Text type="secondary">{taker}</Typography.Text>
            </span>
          </Flex>
        );
      },
    },
    { title: t('trades.time'), dataIndex: 'created_at', width: 104, render: (v: string) => <TimeCell value={v} /> },
  ];
}

/** `GET /admin/spot/trades` (super, finance, support), newest first, paged by the server. */
export default function SpotTradesPage() {
  const params = useSpotListParams();
  const filters = { symbol: params.filters.symbol, user_id: params.filters.user_id };
  const trades = useSpotTrades({ ...filters, page: params.page });
  const searching = Boolean(filters.symbol || filters.user_id);
  const { t } = useTranslation('spot');
  const columns = useColumns();

  const pagination: TablePaginationConfig = {
    current: params.page,
    pageSize: trades.data?.limit ?? 20,
    total: trades.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total) => t('trades.total', { total }),
    onChange: (p) => params.setPage(p),
  };

  return (
    <>
      <PageHeader title={t('trades.title')} />
      <SpotListFilters value={filters} onSearch={params.search} />
      <Table<SpotTrade>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={trades.data?.list ?? []}
        loading={trades.isFetching}
        pagination={pagination}
        onRow={(tr) => ({ 'data-testid': `spot-trade-row-${tr.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={searching ? t('trades.noMatch') : t('trades.empty')} /> }}
      />
    </>
  );
}
