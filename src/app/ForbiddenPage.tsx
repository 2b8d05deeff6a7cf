import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n';
import { PageTitle } from '../shared/PageTitle';

/** "Geen toegang": a screen the account's role does not have (docs/product.md § Roles). */
export default function ForbiddenPage() {
  const navigate = useNavigate();
  return (
    <section className="bo-page">
      <PageTitle>{t('forbidden.title')}</PageTitle>
      <Result
        status="403"
        subTitle={t('forbidden.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </section>
  );
}
