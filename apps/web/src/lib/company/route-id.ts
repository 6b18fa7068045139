import { useParams } from 'react-router';

/** The positive integer id of the address (`/data/details/:id`), or null for anything else. */
export function useRouteId(): number | null {
  const { id } = useParams();
  return id && /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}
