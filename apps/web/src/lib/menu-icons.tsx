import { createElement, type ComponentType, type CSSProperties } from 'react';
import type { MenuIcon as MenuIconName } from '@qishu/contract';
import * as menuIconSet from './menu-icon-set.ts';

type IconComponent = ComponentType<{ 'aria-hidden'?: boolean; className?: string; style?: CSSProperties }>;

/** The antd icon of each name a menu's `style` may hold (the type checks that none is missing). */
export const menuIcons: Readonly<Record<MenuIconName, IconComponent>> = { ...menuIconSet };

/** Shown for a style that names no known icon (a menu saved with another name). */
export const FALLBACK_MENU_ICON: IconComponent = menuIconSet.AppstoreOutlined;

/** The icon a style names, or null for an empty or unknown name. */
export function knownMenuIcon(style: unknown): IconComponent | null {
  const name = typeof style === 'string' ? style.trim() : '';
  return name && Object.hasOwn(menuIcons, name) ? (menuIcons as Record<string, IconComponent>)[name]! : null;
}

/** The icon component a menu style names, with the fallback for unknown names. */
export function menuIconOf(style: unknown): IconComponent {
  return knownMenuIcon(style) ?? FALLBACK_MENU_ICON;
}

/**
 * The menu icon of a style, decorative (the item's name is the label). antd's Menu clones its icons
 * with a className and style of its own; they are handed on to the icon.
 */
export function MenuIcon({
  iconName,
  ...rest
}: {
  iconName: string;
  className?: string;
  style?: CSSProperties;
}) {
  return createElement(menuIconOf(iconName), { ...rest, 'aria-hidden': true });
}

/** The icon of a stored style name, or nothing for an empty or unknown name (back-office lists). */
export function MenuIconOf({ name }: { name: string }) {
  const icon = knownMenuIcon(name);
  return icon ? createElement(icon, { 'aria-hidden': true }) : null;
}
