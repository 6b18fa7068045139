import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { levelQuery } from './equity-api.ts';
import { fold, initialGraph, nodeKey, unfold, type Direction, type EquityGraph } from './equity-graph.ts';

export interface EquityGraphState {
  graph: EquityGraph;
  /** unfolds a node one level (a call, cached); resolves when the level is in */
  unfoldNode: (key: string, direction: Direction) => Promise<void>;
  foldNode: (key: string, direction: Direction) => void;
  /** levels being fetched */
  pending: number;
  failed: boolean;
  clearFailed: () => void;
}

/**
 * The graph the user unfolds, shared by the picture and the list view. It opens with the first
 * level of holders and investments, as the registry sites do.
 */
export function useEquityGraph(company: { company_id: number; name: string }): EquityGraphState {
  const client = useQueryClient();
  const [graph, setGraph] = useState<EquityGraph>(() => initialGraph(company));
  const latest = useRef(graph);
  useEffect(() => {
    latest.current = graph;
  }, [graph]);
  const [pending, setPending] = useState(0);
  const [failed, setFailed] = useState(false);

  const unfoldNode = useCallback(
    async (key: string, direction: Direction) => {
      const node = latest.current.nodes.get(key);
      if (!node || node.id === null || node.kind === 'O') return;
      setPending((n) => n + 1);
      try {
        const level = await client.fetchQuery(levelQuery(node.kind, node.id, direction));
        setGraph((g) => unfold(g, key, direction, level));
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setPending((n) => n - 1);
      }
    },
    [client],
  );
  const foldNode = useCallback(
    (key: string, direction: Direction) => setGraph((g) => fold(g, key, direction)),
    [],
  );

  useEffect(() => {
    const middle = nodeKey('C', company.company_id, company.name);
    void unfoldNode(middle, 'up');
    void unfoldNode(middle, 'down');
  }, [company.company_id, company.name, unfoldNode]);

  return {
    graph,
    unfoldNode,
    foldNode,
    pending,
    failed,
    clearFailed: useCallback(() => setFailed(false), []),
  };
}
