import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type ScenarioInfo } from '../../shared/control';
import { ListView, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, useControl } from './control';

const EXAMPLE = JSON.stringify(
  { name: 'third-like-fails', steps: [{ path: '/api/feed/like-feed', call: 3, status: 500 }] },
  null,
  2,
);

function describe(info: ScenarioInfo, language: string): string {
  if (!info.description) return '';
  if (typeof info.description === 'string') return info.description;
  return info.description[language as 'ko' | 'ja' | 'en'] ?? info.description.en;
}

/** The shipped scenarios with a run button each, and a box for one's own scenario file. */
export function Scenarios() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const shipped = useControl(controlTable.scenarios.list, []);
  const [custom, setCustom] = useState(EXAMPLE);
  const start = (body: unknown) =>
    act(
      () => controlClient.scenarios.run(body),
      (r) => t('scenarios.started', { name: r.name, count: r.faultIds.length }),
    );

  const parseAndStart = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(custom);
    } catch {
      // Not JSON: sent as it is, so the server's explanation is the one the API gives too.
      parsed = custom;
    }
    void start(parsed);
  };

  return (
    <Section id="scenarios" title={t('sections.scenarios')}>
      <h3>{t('scenarios.shipped')}</h3>
      <ListView resource={shipped} empty={t('scenarios.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>
                <span>{describe(s, i18n.language)}</span>
                <span className="muted">{t('scenarios.steps', { count: s.steps })}</span>
                <button
                  type="button"
                  aria-label={`${t('scenarios.run')}: ${s.name}`}
                  onClick={() => void start({ name: s.name })}
                >
                  {t('scenarios.run')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <label className="block-label">
        {t('scenarios.custom')}
        <textarea rows={6} value={custom} onChange={(e) => setCustom(e.target.value)} spellCheck={false} />
      </label>
      <button type="button" onClick={parseAndStart}>
        {t('scenarios.runCustom')}
      </button>
    </Section>
  );
}
