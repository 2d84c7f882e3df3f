// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Composer } from './composer';

afterEach(cleanup);

function setup(busy = false) {
  const onSend = vi.fn(() => true);
  render(<Composer onSend={onSend} busy={busy} />);
  const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message the assistant' });
  const send = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
  return { onSend, box, send };
}

describe('Composer', () => {
  it('keeps Send disabled while the text is empty or blank', () => {
    const { box, send, onSend } = setup();
    expect(send.disabled).toBe(true);
    fireEvent.change(box, { target: { value: '   ' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends on Enter and empties the box', () => {
    const { box, send, onSend } = setup();
    fireEvent.change(box, { target: { value: 'Sam slept better.' } });
    expect(send.disabled).toBe(false);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('Sam slept better.');
    expect(box.value).toBe('');
  });

  it('leaves Shift+Enter to the textarea (a newline) and sends nothing', () => {
    const { box, onSend } = setup();
    fireEvent.change(box, { target: { value: 'line one' } });
    const notPrevented = fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(notPrevented).toBe(true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('does not send while a reply is on its way', () => {
    const { box, send, onSend } = setup(true);
    fireEvent.change(box, { target: { value: 'next question' } });
    expect(send.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('next question');
  });

  it('starts at the 44 px minimum height', () => {
    const { box } = setup();
    expect(box.style.height).toBe('44px');
  });
});
