import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../shared/components/page-header';
import { useCanEdit } from '../../../shared/session/permissions';
import { MakerSettingsForm } from '../components/maker-settings-form';
import { MakerStatusCard } from '../components/maker-status-card';

/** The market maker: its settings (super only; finance gets "forbidden" from the server) and its live status. */
export default function SpotMakerPage() {
  const canSet = useCanEdit('spot-maker');
  const { t } = useTranslation('spot');
  return (
    <>
      <PageHeader title={t('maker.title')} />
      <Row gutter={[24, 24]}>
        {canSet && (
          <Col xs={24} xl={10}>
            <MakerSettingsForm />
          </Col>
        )}
        <Col xs={24} xl={canSet ? 14 : 24}>
          <MakerStatusCard />
        </Col>
      </Row>
    </>
  );
}
