import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { signIn, userInfo } from '../../test/identity-fixtures.ts';
import { capacityView } from './capacity-view.ts';
import { OrganisationCapacity } from './WorkspaceHeader.tsx';
import { WorkspaceLayout } from './WorkspaceLayout.tsx';

function renderHeaderFor(user = userInfo()) {
  signIn(user);
  return renderRoutes(
    [{ element: <WorkspaceLayout />, children: [{ path: '*', element: <p>页面内容</p> }] }],
    {
      route: '/data/seek',
    },
  );
}

afterEach(() => {
  localStorage.clear();
});

describe('capacity badge', () => {
  it('shows the organisation and 不限 for ranks 30 and 999', async () => {
    renderHeaderFor(userInfo({ agent_name: '杭州数据公司', agent_rank: 30, number_rest: null }));
    expect(await screen.findByText('杭州数据公司')).toBeInTheDocument();
    expect(screen.getByTestId('capacity-badge')).toHaveTextContent(/^不限$/);
  });

  it('shows the remaining count, uncoloured, for other ranks (no basic_number in userInfo)', async () => {
    renderHeaderFor(userInfo({ agent_name: '宁波数据公司', agent_rank: 10, number_rest: 1234 }));
    expect(await screen.findByText('宁波数据公司')).toBeInTheDocument();
    const badge = screen.getByTestId('capacity-badge');
    expect(badge).toHaveTextContent(/^1,234$/);
    expect(badge.className).not.toMatch(/ant-tag-(success|warning|error)/);
  });

  it('shows no badge for a limited rank without a count', async () => {
    renderHeaderFor(userInfo({ agent_name: '温州数据公司', agent_rank: 10, number_rest: null }));
    expect(await screen.findByText('温州数据公司')).toBeInTheDocument();
    expect(screen.queryByTestId('capacity-badge')).not.toBeInTheDocument();
  });

  it('colours the count only when basic_number is known', () => {
    const { rerender } = render(
      <OrganisationCapacity user={userInfo({ agent_rank: 10, number_rest: 50 })} basicNumber={100} />,
    );
    expect(screen.getByTestId('capacity-badge')).toHaveTextContent(/^50$/);
    expect(screen.getByTestId('capacity-badge').className).toMatch(/ant-tag-success/);

    rerender(<OrganisationCapacity user={userInfo({ agent_rank: 10, number_rest: 5 })} basicNumber={100} />);
    expect(screen.getByTestId('capacity-badge')).toHaveTextContent(/^5$/);
    expect(screen.getByTestId('capacity-badge').className).toMatch(/ant-tag-error/);
  });

  it('capacityView: text and colour rules', () => {
    expect(capacityView({ agent_rank: 999, number_rest: null })).toEqual({ text: '不限' });
    expect(capacityView({ agent_rank: 10, number_rest: 0 })).toEqual({ text: '0' });
    expect(capacityView({ agent_rank: 10, number_rest: 0 }, 100)).toEqual({ text: '0', color: 'error' });
    expect(capacityView({ agent_rank: 10, number_rest: 15 }, 100)).toEqual({ text: '15', color: 'warning' });
    expect(capacityView({ agent_rank: 10, number_rest: 20 }, 100)).toEqual({ text: '20', color: 'success' });
    expect(capacityView({ agent_rank: 10, number_rest: null })).toBeNull();
  });

  it('colours the badge from the granted and the unused capacity of the user', () => {
    expect(capacityView({ agent_rank: 10, number_rest: 12_400, basic_number: 50_000 })).toEqual({
      text: '12,400',
      color: 'success',
    });
    expect(capacityView({ agent_rank: 10, number_rest: 800, basic_number: 5_000 })).toEqual({
      text: '800',
      color: 'warning',
    });
    expect(capacityView({ agent_rank: 10, number_rest: 600, basic_number: 10_000 })).toEqual({
      text: '600',
      color: 'error',
    });
  });
});
