import { useTranslation } from 'react-i18next';
import { ListView, Section } from './ui';
import { withToken, type Resource } from './control';

export interface Operation {
  method: string;
  path: string;
  summary: string;
  tag: string;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
}

export const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      summary: op.summary ?? '',
      tag: op.tags?.[0] ?? '',
    })),
  );

/** Every call of the OpenAPI document, grouped by domain. */
export function ApiDoc({ operations }: { operations: Resource<Operation[]> }) {
  const { t } = useTranslation();
  return (
    <Section id="api" title={t('sections.api')}>
      <p>
        <a href={withToken('/__mock/docs')}>{t('api.reference')}</a>
      </p>
      <p>
        <a href={withToken('/__mock/openapi.json')}>{t('api.raw')}</a>
      </p>
      <ListView resource={operations} empty={t('api.empty')}>
        {(list) => (
          <>
            {/* Closed by default: a hundred rows would slow the whole page for a reference few open. */}
            <details>
              <summary>{t('api.calls', { count: list.length })}</summary>
              <div className="table-wrap" tabIndex={0}>
                <table>
                  <tbody>
                    {list.map((op) => (
                      <tr key={`${op.method} ${op.path}`}>
                        <td>
                          <span className="tag">{op.tag}</span>
                        </td>
                        <td>{op.method}</td>
                        <td>
                          <code>{op.path}</code>
                        </td>
                        <td>{op.summary}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </>
        )}
      </ListView>
    </Section>
  );
}
