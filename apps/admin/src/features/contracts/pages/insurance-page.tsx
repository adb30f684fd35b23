import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { SignedMoney } from '../../wallet/components/cells';
import { contractKeys } from '../api/keys';
import { useContractInsurance } from '../api/lists';
import type { Insurance, InsuranceAccount } from '../api/types';
import { num } from '../components/cells';
import { RiskTabs } from '../components/risk-tabs';

/** Every coin with a system account or a liquidation payment, in the server's order, then the others. */
function coinsOf(data: Insurance): InsuranceAccount[] {
  const rows = [...data.accounts];
  for (const coin of Object.keys(data.paid)) {
    if (!rows.some((r) => r.currency === coin))
      rows.push({ currency: coin, insurance: '0', house_pnl: '0', fees: '0' });
  }
  return rows;
}

function CoinCard({ account, paid }: { account: InsuranceAccount; paid: string }) {
  const { t } = useTranslation('contracts');
  const coin = <Typography.Text type="secondary"> {account.currency}</Typography.Text>;
  return (
    <Card title={<strong>{account.currency}</strong>} data-testid={`contract-insurance-${account.currency}`}>
      <Typography.Text type="secondary">{t('insurance.insurance')}</Typography.Text>
      <div
        style={{ ...num, fontSize: 24, fontWeight: 600, margin: '4px 0 16px' }}
        data-testid="contract-insurance-fund"
      >
        {account.insurance}
        {coin}
      </div>
      <Descriptions column={1} size="small" styles={{ label: { width: 170 } }}>
        <Descriptions.Item label={t('insurance.paid')}>
          <span style={num}>
            {paid}
            {coin}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('insurance.housePnl')}>
          <span style={num}>
            <SignedMoney value={account.house_pnl} />
            {coin}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('insurance.fees')}>
          <span style={num}>
            {account.fees}
            {coin}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/**
 * `GET /admin/contracts/insurance` (super, finance): per coin, the insurance fund (which covers losses beyond a
 * user's margin and balance), what liquidations have taken from it, the house's P&L and the fees collected.
 */
export default function ContractInsurancePage() {
  const insurance = useContractInsurance();
  const qc = useQueryClient();
  const { t } = useTranslation(['contracts', 'shell']);
  const data = insurance.data;

  return (
    <>
      <PageHeader title={t('risk.title')} />
      <RiskTabs />
      {insurance.isPending ? (
        <Skeleton active />
      ) : insurance.isError || !data ? (
        <Alert type="error" showIcon message={insurance.error?.message} />
      ) : (
        <div data-testid="contract-insurance">
          <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary" data-testid="contract-insurance-liquidations">
              {t('insurance.summary', { total: data.liquidations })}
            </Typography.Text>
            <Button
              onClick={() => qc.invalidateQueries({ queryKey: contractKeys.insurance })}
              loading={insurance.isFetching}
            >
              {t('shell:common.refresh')}
            </Button>
          </Flex>
          {coinsOf(data).length === 0 ? (
            <Empty description={t('insurance.empty')} />
          ) : (
            <Row gutter={[16, 16]}>
              {coinsOf(data).map((a) => (
                <Col key={a.currency} xs={24} md={12} xl={8}>
                  <CoinCard account={a} paid={data.paid[a.currency] ?? '0'} />
                </Col>
              ))}
            </Row>
          )}
        </div>
      )}
    </>
  );
}
