import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiDoc, operationsOf, type OpenApiDocument } from './ApiDoc';
import { AuditLog } from './operations/AuditLog';
import { Clock } from './Clock';
import { ConfirmHost } from './Confirm';
import { controlTable } from '../../shared/control';
import { useControl } from './control';
import { Data } from './Data';
import { Faults } from './Faults';
import { Operations } from './operations/Operations';
import { CONSOLE_LANGUAGES, LANGUAGE_NAMES, setConsoleLanguage, type ConsoleLanguage } from './i18n';
import { Requests } from './Requests';
import { useFaultHits } from './requestStream';
import { Sandboxes } from './Sandboxes';
import { Scenarios } from './Scenarios';
import { StatusBar } from './StatusBar';
import { TABS, useOpenTab, type Tab } from './tabs';
import { Field } from './ui';

/** The tester console: a menu that stays, a status bar, one section open at a time. */
export function ConsoleApp() {
  const { t, i18n } = useTranslation();
  const open = useOpenTab();
  // The API's description never changes while the server runs: it is not fetched again after each action.
  const doc = useControl(controlTable.server.openapi, [], { followData: false });
  const operationList = useMemo(() => doc.data && operationsOf(doc.data as unknown as OpenApiDocument), [doc.data]);
  const apiPaths = useMemo(
    () => (operationList ?? []).filter((op) => op.path.startsWith('/api/')).map((op) => op.path),
    [operationList],
  );
  useFocusOnTabChange(open);
  useFaultHits();

  const sections: Record<Tab, () => ReactElement> = {
    faults: () => <Faults paths={apiPaths} />,
    requests: () => <Requests paths={apiPaths} />,
    scenarios: () => <Scenarios />,
    clock: () => <Clock />,
    sandboxes: () => <Sandboxes />,
    data: () => <Data />,
    operations: () => <Operations />,
    audit: () => <AuditLog />,
    api: () => <ApiDoc operations={{ ...doc, data: operationList }} />,
  };

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
      <div className="console-top">
        <nav aria-label={t('nav')} className="console-nav">
          <ul>
            {TABS.map((s) => (
              <li key={s}>
                <a href={`#${s}`} aria-current={s === open ? 'page' : undefined}>
                  {t(`sections.${s}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <StatusBar />
      </div>
      <main className="console-main">{sections[open]()}</main>
      <ConfirmHost />
    </>
  );
}

/**
 * A section opened from the menu starts at its heading, focused, so a keyboard or a screen
 * reader is where the eyes are; the page opened with a hash keeps the browser's own start.
 */
function useFocusOnTabChange(open: Tab) {
  const shown = useRef(open);
  useEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    window.scrollTo(0, 0);
    document.getElementById(`${open}-title`)?.focus({ preventScroll: true });
  }, [open]);
}
