import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { t } from '../i18n';
import { PageTitle } from '../shared/PageTitle';

export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <section className="bo-page">
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Result
        status="404"
        subTitle={t('notFound.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('notFound.back')}
          </Button>
        }
      />
    </section>
  );
}
