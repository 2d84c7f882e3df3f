// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { writeNoteSettings } from '@/lib/note-settings/note-settings-store';
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

  it('offers to start a risk assessment, for the conversation’s client when one is chosen', () => {
    const message = { suggested_action: 'risk_assessment' as const, options: [] };
    const link = () => screen.getByRole('link', { name: 'Start risk assessment' }).getAttribute('href');
    writeNoteSettings({ patientId: null });
    const { unmount } = render(<MessageActions message={message} onSend={vi.fn()} disabled={false} />, { wrapper: MemoryRouter });
    expect(link()).toBe('/risk-assessment?new=1');
    unmount();
    writeNoteSettings({ patientId: '44444444-4444-4444-8444-444444444444' });
    render(<MessageActions message={message} onSend={vi.fn()} disabled={false} />, { wrapper: MemoryRouter });
    expect(link()).toBe('/risk-assessment?client_id=44444444-4444-4444-8444-444444444444');
    writeNoteSettings({ patientId: null });
  });

  it('renders nothing without actions', () => {
    const { container } = render(<MessageActions message={{ suggested_action: null, options: [] }} onSend={vi.fn()} disabled={false} />);
    expect(container.innerHTML).toBe('');
  });
});
