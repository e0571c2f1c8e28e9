import { describe, expect, it, vi } from 'vitest';
import { createCloseGuard, isBlockedShortcut, type KeyInput } from '../../../src/main/lockdown';
import { createDisplayAwake } from '../../../src/main/power';

const key = (name: string, mods: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: name,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('isBlockedShortcut', () => {
  it.each([
    ['Ctrl+W', key('w', { control: true })],
    ['Cmd+Q', key('q', { meta: true })],
    ['Alt+F4', key('F4', { alt: true })],
    ['Ctrl+R', key('r', { control: true })],
    ['F5', key('F5')],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['F12', key('F12')],
    ['Ctrl+=', key('=', { control: true })],
    ['Ctrl+-', key('-', { control: true })],
    ['Ctrl+0', key('0', { control: true })],
    ['Alt+Left', key('ArrowLeft', { alt: true })],
    ['Ctrl+P', key('p', { control: true })],
  ])('blocks %s', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(true);
  });

  it.each([
    ['typing', key('a')],
    ['Hangul', key('ㄱ')],
    ['Shift+A', key('A', { shift: true })],
    ['Ctrl+C (copy)', key('c', { control: true })],
    ['Ctrl+V (paste)', key('v', { control: true })],
    ['Backspace', key('Backspace')],
    ['key release of Ctrl+W', key('w', { control: true, type: 'keyUp' })],
  ])('lets %s through', (_name, input) => {
    expect(isBlockedShortcut(input)).toBe(false);
  });
});

describe('createCloseGuard', () => {
  it('refuses to close until staff leave', () => {
    const guard = createCloseGuard();
    const first = { preventDefault: vi.fn() };
    guard.onClose(first);
    expect(first.preventDefault).toHaveBeenCalled();
    guard.allowClose();
    const second = { preventDefault: vi.fn() };
    guard.onClose(second);
    expect(second.preventDefault).not.toHaveBeenCalled();
  });
});

describe('createDisplayAwake', () => {
  it('holds one prevent-display-sleep blocker while on, and releases it when off', () => {
    const blocker = { start: vi.fn(() => 42), stop: vi.fn() };
    const display = createDisplayAwake(blocker);
    display.on();
    display.on();
    expect(blocker.start).toHaveBeenCalledExactlyOnceWith('prevent-display-sleep');
    expect(display.isOn).toBe(true);
    display.off();
    display.off();
    expect(blocker.stop).toHaveBeenCalledExactlyOnceWith(42);
    expect(display.isOn).toBe(false);
  });
});
