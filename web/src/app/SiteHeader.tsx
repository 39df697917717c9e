import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useSiteNavigate } from './navigation/links';
import { useAppConfig } from '../config/config-context';
import { RESETS_LOAN_REQUEST, SIGNED_IN_LINKS, SIGNED_IN_MENU } from '../features/accounts/account-links';
import '../features/accounts/user-menu.css';
import { accessOf, displayName, useSessionStore } from '../session/session-store';
import { loadSessionService } from '../session/SessionSync';
import { resetCurrentGiftRequest } from '../stores/gift-store';
import { resetCurrentLoanRequest } from '../stores/loan-store';
import { FAQ_LINK, HEADER_MENUS, VISITOR_LINKS, type SiteMenu } from './site-links';

/**
 * Site header. Menus follow the disclosure-navigation pattern: a button with aria-expanded
 * that shows a list of links; Escape or a click/focus elsewhere closes it. Below 52rem the
 * whole navigation collapses behind a "Menu" button.
 */
export function SiteHeader() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [navOpen, setNavOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuButtons = useRef(new Map<string, HTMLButtonElement>());
  // True from a press inside the header until its click: focus moves on the press, and closing a
  // dropdown then (on blur) would collapse it under the finger before the click lands.
  const pressing = useRef(false);
  const navId = useId();

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setNavOpen(false);
  }, []);

  // Spec section 2: signed-in, verified people get a menu titled with their name; others Sign up / Sign in.
  // (Signed in but not yet verified: a way to finish verifying, and to sign out.) Nothing while a kept
  // session is still being restored, so the header does not flicker from "Sign in" to a name.
  const access = useSessionStore(accessOf);
  const user = useSessionStore((s) => s.user);
  const config = useAppConfig();
  const navigate = useSiteNavigate();
  const accountMenu: SiteMenu = {
    id: 'account',
    label: displayName(user) || 'My account',
    links: SIGNED_IN_MENU,
  };

  async function onSignOut() {
    closeAll();
    // Leave the page first (rendered at once, not as a transition), so a protected page being
    // left does not see the signed-out session and bounce to sign-in on the way out.
    await navigate('/', { flushSync: true });
    const session = await loadSessionService(config);
    await session.signOut();
  }

  useEffect(() => {
    if (openMenu === null && !navOpen) return undefined;

    function onPointerDown(event: Event) {
      const target = event.target as Node | null;
      const header = headerRef.current;
      if (header && target && !header.contains(target)) closeAll();
    }

    // Inside the header an open dropdown closes on the click, not on pointerdown: in the phone
    // menu it sits above the next menu's button, so collapsing it at pointerdown moved that button
    // away from under the finger and the tap landed elsewhere, closing both. Another menu's
    // button switches menus itself; links close everything (onNavClick).
    function onClick(event: Event) {
      const target = event.target as Element | null;
      const header = headerRef.current;
      if (openMenu === null || !header || !target || !header.contains(target)) return;
      if (!target.closest('.nav-item--menu')) setOpenMenu(null);
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (openMenu !== null) {
        menuButtons.current.get(openMenu)?.focus();
        setOpenMenu(null);
      } else if (navOpen) {
        toggleRef.current?.focus();
        setNavOpen(false);
      }
    }

    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, navOpen, closeAll]);

  // Following any link closes the menus (the page changes underneath).
  function onNavClick(event: MouseEvent) {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    closeAll();
    if (RESETS_LOAN_REQUEST.includes(link.getAttribute('href') ?? '')) resetCurrentLoanRequest();
    // Request A Gift starts a new gift letter.
    if (link.getAttribute('href') === SIGNED_IN_LINKS.gift.to) resetCurrentGiftRequest();
  }

  return (
    <header
      className="site-header"
      ref={headerRef}
      onPointerDown={() => {
        pressing.current = true;
      }}
      onClickCapture={() => {
        pressing.current = false;
      }}
    >
      <div className="site-header__inner">
        <Link to="/" className="wordmark" onClick={closeAll}>
          <span className="wordmark__mark" aria-hidden="true">
            K
          </span>
          Kinloan
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => {
            setNavOpen((open) => !open);
            setOpenMenu(null);
          }}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          Menu
        </button>

        <nav id={navId} className="primary-nav" aria-label="Main" data-open={navOpen} onClick={onNavClick}>
          <ul className="nav-list">
            {HEADER_MENUS.map((menu) => (
              <DropdownMenu
                key={menu.id}
                menu={menu}
                open={openMenu === menu.id}
                onToggle={() => setOpenMenu((current) => (current === menu.id ? null : menu.id))}
                onClose={() => setOpenMenu((current) => (current === menu.id ? null : current))}
                pressing={pressing}
                buttonRef={(el) => {
                  if (el) menuButtons.current.set(menu.id, el);
                  else menuButtons.current.delete(menu.id);
                }}
              />
            ))}
            <li className="nav-item">
              <NavLink to={FAQ_LINK.to} className="nav-link">
                {FAQ_LINK.label}
              </NavLink>
            </li>
          </ul>
          <ul className="nav-actions">
            {access === 'allowed' ? (
              <DropdownMenu
                menu={accountMenu}
                align="end"
                open={openMenu === accountMenu.id}
                onToggle={() => setOpenMenu((current) => (current === accountMenu.id ? null : accountMenu.id))}
                onClose={() => setOpenMenu((current) => (current === accountMenu.id ? null : current))}
                pressing={pressing}
                buttonRef={(el) => {
                  if (el) menuButtons.current.set(accountMenu.id, el);
                  else menuButtons.current.delete(accountMenu.id);
                }}
                extra={
                  <button type="button" className="dropdown__link dropdown__action" onClick={() => void onSignOut()}>
                    Sign out
                  </button>
                }
              />
            ) : access === 'unverified' ? (
              <>
                <li>
                  <NavLink to="/verification" className="nav-link">
                    Confirm your email
                  </NavLink>
                </li>
                <li>
                  <button type="button" className="button button--secondary" onClick={() => void onSignOut()}>
                    Sign out
                  </button>
                </li>
              </>
            ) : access === 'signed-out' ? (
              <>
                <li>
                  <NavLink to={VISITOR_LINKS.signIn.to} className="nav-link">
                    {VISITOR_LINKS.signIn.label}
                  </NavLink>
                </li>
                <li>
                  <Link to={VISITOR_LINKS.signUp.to} className="button button--primary">
                    {VISITOR_LINKS.signUp.label}
                  </Link>
                </li>
              </>
            ) : null}
          </ul>
        </nav>
      </div>
    </header>
  );
}

interface DropdownMenuProps {
  menu: SiteMenu;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** A press in the header is under way: its click decides, not the focus moving away. */
  pressing: { readonly current: boolean };
  buttonRef: (el: HTMLButtonElement | null) => void;
  /** Opens towards the left edge (for the menu at the far right). */
  align?: 'start' | 'end';
  /** A last item that is not a link (the account menu's Sign out). */
  extra?: ReactNode;
}

function DropdownMenu({ menu, open, onToggle, onClose, pressing, buttonRef, align = 'start', extra }: DropdownMenuProps) {
  const listId = useId();

  // Tabbing out of an open menu closes it. (A press elsewhere in the header closes it on its click.)
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    const next = event.relatedTarget as Node | null;
    if (open && !pressing.current && next !== null && !event.currentTarget.contains(next)) onClose();
  }

  return (
    <li className="nav-item nav-item--menu" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        {menu.label}
        <span className="nav-menu-button__chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className={`dropdown${align === 'end' ? ' dropdown--end' : ''}`} hidden={!open}>
        {menu.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="dropdown__link">
              {link.label}
            </NavLink>
          </li>
        ))}
        {extra ? <li className="dropdown__separator">{extra}</li> : null}
      </ul>
    </li>
  );
}
