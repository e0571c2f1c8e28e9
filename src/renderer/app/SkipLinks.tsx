import type { MouseEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Moves focus to an element, making a heading focusable by script only (not by Tab) if need be. */
function focusOn(event: MouseEvent, target: HTMLElement | null | undefined) {
  event.preventDefault();
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * The first stops of the Tab order, shown only when focused: to the screen's heading, and to the
 * footer's menu (otherwise hundreds of Tab presses away below a long list); `wide` when the menu
 * shows only in the wide layout.
 */
export function SkipLinks({
  screen,
  menu,
}: {
  screen: RefObject<HTMLElement | null>;
  menu: 'always' | 'wide' | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div className="skip-links">
      <a href="#content" className="skip-link" onClick={(e) => focusOn(e, screen.current?.querySelector('h1'))}>
        {t('skip.content')}
      </a>
      {menu && (
        <a
          href="#main-menu"
          className={menu === 'wide' ? 'skip-link wide-only' : 'skip-link'}
          onClick={(e) =>
            focusOn(
              e,
              document.querySelector<HTMLElement>('#main-menu [aria-current]') ??
                document.querySelector<HTMLElement>('#main-menu a'),
            )
          }
        >
          {t('skip.menu')}
        </a>
      )}
    </div>
  );
}
