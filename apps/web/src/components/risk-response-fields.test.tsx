// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RiskResponse } from '@tend/contracts/notes.contract';
import { useRiskResponse } from './risk-response-fields';

function Harness({ onTake, initial }: { onTake: (r: RiskResponse | undefined | false) => void; initial?: RiskResponse }) {
  const risk = useRiskResponse(true, initial);
  return (
    <>
      {risk.fields}
      <button onClick={() => onTake(risk.take())}>Sign</button>
    </>
  );
}

const setup = (initial?: RiskResponse) => {
  const onTake = vi.fn();
  render(<Harness onTake={onTake} initial={initial} />);
  return { onTake, sign: () => fireEvent.click(screen.getByRole('button', { name: 'Sign' })) };
};
const box = (name: string) => screen.getByRole('checkbox', { name });

afterEach(cleanup);

describe('useRiskResponse', () => {
  it('marks a missing response and moves the focus to the first checkbox', () => {
    const { onTake, sign } = setup();
    sign();
    expect(onTake).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Choose how you responded to the risk')).toBeTruthy();
    expect(document.activeElement).toBe(box('Safety plan reviewed or made'));
  });

  it('asks for the mandated report and the duty-to-warn details only once ticked, and sends them', () => {
    const { onTake, sign } = setup();
    expect(screen.queryByRole('textbox', { name: /Agency/ })).toBeNull();
    fireEvent.click(box('Mandated report filed'));
    fireEvent.click(box('Duty to warn assessed'));
    expect(screen.getByLabelText<HTMLInputElement>(/Filed at/).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    sign();
    expect(onTake).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Name the agency the report was made to')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Agency/ }));

    fireEvent.change(screen.getByRole('textbox', { name: /Agency/ }), { target: { value: 'CPS' } });
    expect(screen.queryByText('Name the agency the report was made to')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Reference number' }), { target: { value: 'R-1' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Warning given' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Named a person' } });
    sign();
    const sent = onTake.mock.lastCall?.[0] as RiskResponse;
    expect(sent).toMatchObject({
      action: 'mandated_report_filed',
      additional_actions: ['duty_to_warn_assessed'],
      mandated_report: { agency: 'CPS', reference: 'R-1' },
      duty_to_warn: { decision: 'warning_given', reason: 'Named a person' },
    });
    expect(sent.mandated_report?.filed_at).toMatch(/[+-]\d{2}:\d{2}$|Z$/);
  });

  it('"No action needed" unticks the others and asks why', () => {
    const { onTake, sign } = setup();
    fireEvent.click(box('Consultation'));
    fireEvent.click(box('No action needed'));
    expect((box('Consultation') as HTMLInputElement).checked).toBe(false);
    sign();
    expect(screen.getByText('Say why no action is needed')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Why is no action needed/ }), { target: { value: 'Denied on follow-up' } });
    sign();
    expect(onTake).toHaveBeenLastCalledWith({ action: 'no_action', additional_actions: [], reason: 'Denied on follow-up' });
  });

  it('can be pre-filled', () => {
    const { onTake, sign } = setup({
      action: 'referred',
      additional_actions: ['consultation'],
      reason: 'ED',
      mandated_report: undefined,
      duty_to_warn: undefined,
    });
    expect((box('Referral or emergency evaluation') as HTMLInputElement).checked).toBe(true);
    sign();
    expect(onTake).toHaveBeenLastCalledWith({ action: 'referred', additional_actions: ['consultation'], reason: 'ED' });
  });
});
