import type { ShareForm } from '@rb/contracts';
import { sharingEndpoints } from '@rb/contracts/sharing/routes';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const sharesQuery = (bookingKey: string) =>
  queryOptions({
    queryKey: ['shares', bookingKey],
    queryFn: () => call(sharingEndpoints.listShares, { params: { bookingKey } }),
  });

export const createShare = (bookingKey: string, body: ShareForm) =>
  call(sharingEndpoints.share, { params: { bookingKey }, body });

export const revokeShare = (bookingKey: string, id: number) =>
  call(sharingEndpoints.revokeShare, { params: { bookingKey, id } });
