import { PageHeader } from '../../components/PageHeader';
import { joinedAtDots } from '../../lib/separators';
import { useMy } from './use-my';
import './my.css';

type Section = { title: string; body: string };

/** A privacy policy, public: the Korean law's and the Japanese law's differ in what they require. */
function Privacy({ country }: { country: 'korea' | 'japan' }) {
  const { t } = useMy();
  const sections = t(`privacy.${country}.sections`, { returnObjects: true }) as Section[];
  return (
    <main className="page policy">
      <PageHeader title={t(country === 'korea' ? 'titles:privacyKorea' : 'titles:privacyJapan')} />
      <p>{joinedAtDots(t(`privacy.${country}.intro`))}</p>
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{joinedAtDots(s.title)}</h2>
          <p>{joinedAtDots(s.body)}</p>
        </section>
      ))}
    </main>
  );
}

/** @public Both are imported by name in routes.ts, one lazy chunk for the two pages. */
export const PrivacyKorea = () => <Privacy country="korea" />;
/** @public */
export const PrivacyJapan = () => <Privacy country="japan" />;
