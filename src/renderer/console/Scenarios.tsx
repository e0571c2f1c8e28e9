import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlTable, type ScenarioInfo } from '../../shared/control';
import { formatTime, ListView, Section } from './ui';
import { useConsoleAction } from './action';
import { controlClient, useControl } from './control';
import { planLines, summaryLines, type ScenarioPlan } from './scenarioPlan';

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The typed scenario as a plan to preview, when it reads as one (the server still checks it all). */
function planOf(raw: unknown): ScenarioPlan | undefined {
  if (!isRecord(raw) || !Array.isArray(raw.steps) || !raw.steps.every(isRecord)) return undefined;
  return {
    name: String(raw.name ?? ''),
    reset: raw.reset === true,
    clock: typeof raw.clock === 'number' || typeof raw.clock === 'string' ? raw.clock : undefined,
    plan: raw.steps as ScenarioPlan['plan'],
  };
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: sent as it is, so the server's explanation is the one the API gives too.
    return text;
  }
};

/** The shipped scenarios and one's own: each step shown before it runs, what it changed after. */
export function Scenarios() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const shipped = useControl(controlTable.scenarios.list, []);
  const [custom, setCustom] = useState(EXAMPLE);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ name: string; lines: string[] } | null>(null);
  const when = (ms: number) => formatTime(ms, i18n.language);
  const customPlan = useMemo(() => planOf(parsed(custom)), [custom]);

  // A typed scenario goes as the tester wrote it, checked or not: the server's refusal is the explanation.
  const start = (body: unknown, plan: ScenarioPlan | undefined) =>
    act(
      () => controlClient.scenarios.run(body as Parameters<typeof controlClient.scenarios.run>[0]),
      (r) => {
        setSummary({ name: r.name, lines: plan ? summaryLines(plan, r.faultIds, t, when) : [] });
        return t('scenarios.started', { name: r.name, count: r.faultIds.length });
      },
    );

  return (
    <Section id="scenarios" title={t('sections.scenarios')}>
      {summary && (
        <div className="summary" role="region" aria-label={t('scenarios.summary', { name: summary.name })}>
          <h3>{t('scenarios.summary', { name: summary.name })}</h3>
          <ul>
            {summary.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p>
            <a href="#faults">{t('scenarios.seeFaults')}</a>
          </p>
        </div>
      )}
      <h3>{t('scenarios.shipped')}</h3>
      <ListView resource={shipped} empty={t('scenarios.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((s) => (
              <li key={s.name}>
                <strong>{s.name}</strong>
                <span>{describe(s, i18n.language)}</span>
                <button
                  type="button"
                  className="link"
                  aria-expanded={previewed === s.name}
                  aria-controls={`plan-${s.name}`}
                  onClick={() => setPreviewed(previewed === s.name ? null : s.name)}
                >
                  {t('scenarios.steps', { count: s.steps })}
                </button>
                <button
                  type="button"
                  aria-label={`${t('scenarios.run')}: ${s.name}`}
                  onClick={() => void start({ name: s.name }, s)}
                >
                  {t('scenarios.run')}
                </button>
                {previewed === s.name && <PlanPreview id={`plan-${s.name}`} lines={planLines(s, t, when)} />}
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <label className="block-label">
        {t('scenarios.custom')}
        <textarea rows={6} value={custom} onChange={(e) => setCustom(e.target.value)} spellCheck={false} />
      </label>
      {customPlan && (
        <PlanPreview id="plan-custom" lines={planLines(customPlan, t, when)} label={t('scenarios.preview')} />
      )}
      <button type="button" onClick={() => void start(parsed(custom), customPlan)}>
        {t('scenarios.runCustom')}
      </button>
    </Section>
  );
}

function PlanPreview({ id, lines, label }: { id: string; lines: string[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <ol id={id} className="plan" aria-label={label ?? t('scenarios.preview')}>
      {lines.map((line, i) => (
        <li key={`${i} ${line}`}>{line}</li>
      ))}
    </ol>
  );
}
