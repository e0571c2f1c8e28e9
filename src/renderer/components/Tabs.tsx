import type { ReactNode } from 'react';
import { moveBetweenTabs } from './tab-keys';

interface TabsProps<V extends string | number> {
  label: string;
  /** Tab ids are `${idPrefix}-${value}`: the panel names its tab with `tabId`. */
  idPrefix: string;
  panelId: string;
  items: Array<{ value: V; label: ReactNode; className?: string }>;
  selected: V;
  onSelect(value: V): void;
  /** `line`: words over an underline (a screen's sections); `pill`: boxed choices that scroll sideways (days). */
  variant?: 'line' | 'pill';
}

export const tabId = (idPrefix: string, value: string | number) => `${idPrefix}-${value}`;

/** A tab list: one tab in the Tab order, arrows/Home/End move between them, the panel is named by its tab. */
export function Tabs<V extends string | number>({
  label,
  idPrefix,
  panelId,
  items,
  selected,
  onSelect,
  variant = 'line',
}: TabsProps<V>) {
  return (
    <div role="tablist" aria-label={label} className={`tabs tabs-${variant}`} onKeyDown={moveBetweenTabs}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          id={tabId(idPrefix, item.value)}
          aria-selected={item.value === selected}
          aria-controls={panelId}
          tabIndex={item.value === selected ? 0 : -1}
          className={item.className ? `tab ${item.className}` : 'tab'}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
