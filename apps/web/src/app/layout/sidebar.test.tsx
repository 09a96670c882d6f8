import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { expect, it, vi } from 'vitest';
import { Sidebar } from './sidebar';

it('offers the alerts on every page: the Subscribe block opens /subscribe', () => {
  const onNavigate = vi.fn();
  render(
    <MemoryRouter initialEntries={['/about']}>
      <Routes>
        <Route path="/about" element={<Sidebar onNavigate={onNavigate} />} />
        <Route path="/subscribe" element={<p>subscribe page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Alerts & Newsletters' }).tagName).toBe('H2');
  fireEvent.click(screen.getByRole('link', { name: 'Subscribe' }));
  expect(screen.getByText('subscribe page').textContent).toBe('subscribe page');
  expect(onNavigate).toHaveBeenCalled();
});
