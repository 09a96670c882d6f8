import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { matchingNames, ZoneCombobox } from './zone-combobox';

const COUNTIES = ['KENT', 'NEWAYGO', 'WASHTENAW', 'WAYNE'];

it('matches any case, names starting with the text first', () => {
  expect(matchingNames(COUNTIES, 'way')).toEqual(['WAYNE', 'NEWAYGO']);
  expect(matchingNames(COUNTIES, ' Wa ')).toEqual(['WASHTENAW', 'WAYNE', 'NEWAYGO']);
  expect(matchingNames(COUNTIES, '')).toEqual(COUNTIES);
  expect(matchingNames(COUNTIES, 'ohio')).toEqual([]);
});

it('picks with the keyboard: typing filters, arrows move, Enter picks', () => {
  const onPick = vi.fn();
  render(<ZoneCombobox label="County" names={COUNTIES} onPick={onPick} placeholder="Type a county" />);
  const box = screen.getByRole('combobox', { name: 'County' });
  fireEvent.change(box, { target: { value: 'Way' } });
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['WAYNE', 'NEWAYGO']);
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'NEWAYGO' }).id);
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onPick).toHaveBeenCalledWith('NEWAYGO');
  expect(box).toHaveProperty('value', 'NEWAYGO');
  fireEvent.change(box, { target: { value: 'zz' } });
  expect(screen.getByText('No county matches.')).toBeTruthy();
  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box.getAttribute('aria-expanded')).toBe('false');
});
