import type { AdminRecoveryCodes, AdminTotpSetup, AdminTotpStatus } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from '../../../shared/api/request';
import { i18n } from '../../../shared/i18n/i18n';

export type { AdminTotpSetup, AdminTotpStatus };

export const securityKeys = { totp: ['security', 'totp'] as const };

/** Whether the signed-in admin has two-factor authentication on (or a setup waiting for its first code). */
export function useTotpStatus() {
  return useQuery({ queryKey: securityKeys.totp, queryFn: () => api.get<AdminTotpStatus>('/2fa') });
}

/** A new pending secret: shown once, as a QR code and as text. */
export function useTotpSetup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AdminTotpSetup>('/2fa/setup'),
    onSuccess: () => qc.invalidateQueries({ queryKey: securityKeys.totp }),
  });
}

export function useTotpEnable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AdminRecoveryCodes>('/2fa/enable', { code }),
    onSuccess: () => {
      message.success(i18n.t('security.turnedOn'));
      return qc.invalidateQueries({ queryKey: securityKeys.totp });
    },
  });
}

export function useTotpDisable() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<null>('/2fa/disable', { code }),
    onSuccess: () => {
      message.success(i18n.t('security.turnedOff'));
      return qc.invalidateQueries({ queryKey: securityKeys.totp });
    },
  });
}
