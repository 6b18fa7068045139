import { useMutation } from '@tanstack/react-query';
import { saveLink } from '../api/index.ts';
import { deliveryApi } from './delivery-api.ts';

/**
 * 下载数据 of a paid order: asks DownloadDirectly for an expiring link, then saves it. `variables`
 * is the per_order_id being fetched, so a list can show the spinner on the right button.
 */
export function useOrderDownload() {
  return useMutation({
    mutationFn: (perOrderId: number) => deliveryApi.downloadLink(perOrderId),
    onSuccess: (link) => saveLink(link.url, link.file_name),
  });
}
