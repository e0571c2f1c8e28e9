import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { CheckField } from '../../components/Field';
import { ListRow } from '../../components/ListRow';
import { Badge } from '../../components/Badge';
import { ObjectState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { useAction, useBalance, useCall, useExtension } from '../../lib/data';
import { confirm, toast } from '../../lib/feedback';
import { storage } from '../../lib/storage';
import { useMy } from './use-my';
import './my.css';

const LINKS = [
  {
    section: 'account',
    items: [
      ['/myInfo', 'myInfo'],
      ['/savedPosts', 'saved'],
      ['/myPointHistory', 'pointHistory'],
      ['/myPointShopOrder', 'orders'],
      ['/myReports', 'reports'],
    ],
  },
  {
    section: 'service',
    items: [
      ['/notice', 'notice'],
      ['/selectLanguage', 'language'],
      ['/privacyKorea', 'privacyKorea'],
      ['/privacyJapan', 'privacyJapan'],
      ['/credits', 'credits'],
    ],
  },
] as const;

/** The my-page hub: every my-page screen, the consents, inquiry, logout and withdrawal. */
export default function Preferences() {
  const { t } = useMy();
  const [, navigate] = useLocation();
  const info = useCall(api.user.userInfo, {});
  const savingMarketing = useAction(api.user.saveMarketingAgree, { invalidates: [api.user.userInfo] });
  const withdrawal = useAction(api.user.withdraw);
  const [marketing, setMarketing] = useState<boolean | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const marketingOn = marketing ?? info.data?.consents.marketing ?? false;
  // Screens whose call a host may lack (decision 110): their rows go when it does.
  const shown: Partial<Record<string, boolean>> = {
    '/savedPosts': useExtension(api.feed.bookmarkList, { size: 1 }),
    '/myReports': useExtension(api.user.myReports, { size: 1 }),
  };

  async function toggleMarketing(agree: boolean) {
    setMarketing(agree);
    if (await savingMarketing.run({ agree }))
      toast(t(agree ? 'consents.marketingOn' : 'consents.marketingOff'), { icon: 'success' });
    else setMarketing(!agree);
  }

  function signedOut(message: string) {
    storage.clearToken({ leaving: true });
    toast(message, { icon: 'success' });
    navigate('/login', { replace: true });
  }

  async function logout() {
    if (!(await confirm(t('logout.confirm'), { confirmLabel: t('logout.action') }))) return;
    // Signed out locally even when the server cannot be reached: the user asked to leave.
    await client.call(api.auth.logout, {}).catch(() => undefined);
    signedOut(t('logout.done'));
  }

  async function withdraw() {
    if (await withdrawal.run({})) signedOut(t('withdraw.done'));
  }

  return (
    <main className="page preferences">
      <PageHeader title={t('titles:preferences')} />
      {LINKS.map(({ section, items }) => (
        <section key={section} className="menu-section" aria-labelledby={`menu-${section}`}>
          <h2 id={`menu-${section}`}>{t(`hub.${section}`)}</h2>
          <ul className="menu-list">
            {items
              .filter(([href]) => shown[href] !== false)
              .map(([href, label]) => (
                <li key={href}>
                  <ListRow href={href} title={t(`hub.${label}`)} />
                </li>
              ))}
          </ul>
        </section>
      ))}
      <section className="menu-section" aria-labelledby="menu-consents">
        <h2 id="menu-consents">{t('hub.consents')}</h2>
        <ObjectState call={info} skeleton="row">
          {(u) => (
            <ul className="menu-list">
              <li>
                <ListRow title={t('consents.terms')} trailing={<Agreed yes={u.consents.terms} />} />
              </li>
              <li>
                <ListRow title={t('consents.privacy')} trailing={<Agreed yes={u.consents.privacy} />} />
              </li>
              <li>
                <ListRow
                  as="label"
                  className="switch-row"
                  title={t('consents.marketing')}
                  trailing={
                    <input
                      type="checkbox"
                      role="switch"
                      className="switch"
                      checked={marketingOn}
                      onChange={(e) => toggleMarketing(e.target.checked)}
                    />
                  }
                />
              </li>
            </ul>
          )}
        </ObjectState>
      </section>
      <section className="menu-section" aria-labelledby="menu-inquiry">
        <h2 id="menu-inquiry">{t('inquiry.title')}</h2>
        <p className="muted">{t('inquiry.body')}</p>
        <a className={buttonClass({ block: true })} href={`mailto:${t('inquiry.email')}`}>
          {t('inquiry.email')}
        </a>
      </section>
      <div className="account-actions">
        <Button block onClick={logout}>
          {t('logout.action')}
        </Button>
        <Button variant="quiet" onClick={() => setWithdrawing(true)}>
          {t('withdraw.action')}
        </Button>
      </div>
      {withdrawing && <WithdrawPopup onCancel={() => setWithdrawing(false)} onConfirm={withdraw} />}
    </main>
  );
}

function Agreed({ yes }: { yes: boolean }) {
  const { t } = useMy();
  return yes ? <Badge tone="ok">{t('consents.agreed')}</Badge> : <span className="muted">–</span>;
}

function WithdrawPopup({ onConfirm, onCancel }: { onConfirm(): void; onCancel(): void }) {
  const { t, points } = useMy();
  const [agreed, setAgreed] = useState(false);
  const balance = useBalance();
  return (
    <Dialog
      title={t('withdraw.title')}
      onDismiss={onCancel}
      actions={
        <>
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button variant="danger" disabled={!agreed} onClick={onConfirm}>
            {t('withdraw.submit')}
          </Button>
        </>
      }
    >
      <p className="popup-message">
        {t('withdraw.body', { points: balance.data ? points(balance.data.balance) : '…' })}
      </p>
      <CheckField label={t('withdraw.agree')} checked={agreed} onChange={setAgreed} />
    </Dialog>
  );
}
