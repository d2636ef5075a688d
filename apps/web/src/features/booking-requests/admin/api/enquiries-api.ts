import type { ConvertEnquiry, EnquiryListQuery, LogEnquiryCall } from '@rb/contracts';
import { adminEnquiryEndpoints as ops } from '@rb/contracts/booking-requests/booking-requests.admin.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { OPS, useOperation } from '../../../admin';

export const useEnquiries = (query: EnquiryListQuery) =>
  useQuery({
    queryKey: [...OPS, 'enquiries', query],
    queryFn: ({ signal }) => call(ops.listEnquiries, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useEnquiry = (id: number) =>
  useQuery({
    queryKey: [...OPS, 'enquiry', id],
    queryFn: ({ signal }) => call(ops.getEnquiry, { params: { id }, signal }),
  });

export const useMarkWaitingForProtocol = (id: number) =>
  useOperation(() => call(ops.markEnquiryWaitingForProtocol, { params: { id } }));
export const useLogEnquiryCall = (id: number) =>
  useOperation((body: LogEnquiryCall) => call(ops.logEnquiryCall, { params: { id }, body }));
export const useCloseEnquiry = (id: number) =>
  useOperation((reason: string) => call(ops.closeEnquiry, { params: { id }, body: { reason } }));
export const useConvertEnquiry = (id: number) =>
  useOperation((body: ConvertEnquiry) => call(ops.convertEnquiry, { params: { id }, body }));
