import { useEffect, useRef } from 'react';
import { PAYMENT_POLL_MS, type GetOrderStatusResponse } from '@qishu/contract';
import { isApiError } from '../api/index.ts';
import { fetchOrderStatus } from './payment-api.ts';

/**
 * Polls getOrderStatus for `orderId` every {@link PAYMENT_POLL_MS} while `active` (§4 "Payment
 * polling"): the first poll goes out one interval after activation, each next one an interval after
 * the previous answer. `onStatus` sees every answer; the caller stops the loop by making `active`
 * false. A network error does not end the loop (the next tick tries again); a logout code does.
 * Deactivating or unmounting cancels the pending timer and the call in flight.
 */
export function useOrderPolling(
  orderId: string | null,
  active: boolean,
  onStatus: (status: GetOrderStatusResponse) => void,
): void {
  const handler = useRef(onStatus);
  useEffect(() => {
    handler.current = onStatus;
  });

  useEffect(() => {
    if (!active || orderId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;

    const schedule = () => {
      if (!stopped) timer = setTimeout(() => void tick(), PAYMENT_POLL_MS);
    };
    const tick = async () => {
      controller = new AbortController();
      try {
        const status = await fetchOrderStatus(orderId, controller.signal);
        if (stopped) return;
        handler.current(status);
      } catch (error) {
        if (stopped) return;
        if (isApiError(error) && error.kind === 'logout') return; // the session is gone: stop
      } finally {
        controller = null;
      }
      schedule();
    };

    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [orderId, active]);
}
