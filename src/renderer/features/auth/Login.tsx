import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { toast } from '../../lib/feedback';

export default function Login() {
  const { t } = useTranslation('auth');
  return (
    <main className="page login">
      <div className="login-hero">
        <img src="./favicon.svg" alt="" width={72} height={72} />
        <h1>{t('common:app.name')}</h1>
        <p className="lead">{t('login.tagline')}</p>
      </div>
      <div className="login-buttons">
        <button type="button" className="button social google" onClick={() => toast(t('common:states.comingSoon'), { icon: 'info' })}>{t('login.google')}</button>
        <button type="button" className="button social apple" onClick={() => toast(t('common:states.comingSoon'), { icon: 'info' })}>{t('login.apple')}</button>
        <Link href="/emailLogin" className="button primary block">{t('login.email')}</Link>
        <Link href="/selectCountry" className="button link">{t('login.join')}</Link>
      </div>
    </main>
  );
}
