// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MessageActions } from './message-actions';

afterEach(cleanup);

describe('MessageActions', () => {
  it('shows the suggested action as a labelled chip that sends "yes, {action}"', () => {
    const onSend = vi.fn();
    render(<MessageActions message={{ suggested_action: 'soap_note', options: [] }} onSend={onSend} disabled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Write SOAP note' }));
    expect(onSend).toHaveBeenCalledWith('yes, soap note');
  });

  it('drops unlabelled options and sends the value, else the label', () => {
    const onSend = vi.fn();
    const options = [{ label: ' ' }, { label: 'Quick note', value: 'yes, quick note' }, { label: 'Who am I seeing today?' }];
    render(<MessageActions message={{ suggested_action: null, options }} onSend={onSend} disabled={false} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Quick note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Who am I seeing today?' }));
    expect(onSend.mock.calls).toEqual([['yes, quick note'], ['Who am I seeing today?']]);
  });

  it('renders nothing without actions', () => {
    const { container } = render(<MessageActions message={{ suggested_action: null, options: [] }} onSend={vi.fn()} disabled={false} />);
    expect(container.innerHTML).toBe('');
  });
});
