import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiDoc, operationsOf, type OpenApiDocument } from './ApiDoc';
import { controlTable } from '../../shared/control';
import { useControl } from './control';
import { Data } from './Data';
import { Faults } from './Faults';
import { Operations } from './operations/Operations';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, setConsoleLanguage, type ConsoleLanguage } from './i18n';
import { Products, Reports, Users } from './Records';
import { RequestLog } from './RequestLog';
import { Sandboxes } from './Sandboxes';
import { Drift } from './Drift';
import { Scenarios } from './Scenarios';
import { Field, Notice } from './ui';

const SECTIONS = [
  'requests',
  'faults',
  'scenarios',
  'data',
  'sandboxes',
  'drift',
  'operations',
  'users',
  'products',
  'reports',
  'api',
] as const;

/** The tester console: one page, one section per control capability. */
export function ConsoleApp() {
  const { t, i18n } = useTranslation();
  // The API's description never changes while the server runs: it is not fetched again after each action.
  const doc = useControl(controlTable.server.openapi, [], { followData: false });
  const operationList = useMemo(
    // The table holds the document as any JSON object; its shape is OpenAPI's.
    () => doc.data && operationsOf(doc.data as unknown as OpenApiDocument),
    [doc.data],
  );
  const operations = { ...doc, data: operationList };
  const apiPaths = useMemo(
    () => (operationList ?? []).filter((op) => op.path.startsWith('/api/')).map((op) => op.path),
    [operationList],
  );

  return (
    <>
      <header className="console-header">
        <h1>{t('title')}</h1>
        <Field id="console-language" label={t('language')}>
          <select
            id="console-language"
            value={i18n.language}
            onChange={(e) => setConsoleLanguage(e.target.value as ConsoleLanguage)}
          >
            {CONSOLE_LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </Field>
      </header>
      <nav aria-label={t('nav')} className="console-nav">
        <ul>
          {SECTIONS.map((s) => (
            <li key={s}>
              <a href={`#${s}`}>{t(`sections.${s}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Notice />
      <main className="console-main">
        <RequestLog />
        <Faults paths={apiPaths} />
        <Scenarios />
        <Data />
        <Sandboxes />
        <Drift />
        <Operations />
        <Users />
        <Products />
        <Reports />
        <ApiDoc operations={operations} />
      </main>
    </>
  );
}
