// Loads what a signup link names (SIGNUP-01 … 03): the organization's code, an invitation with
// its code, or an invite link. A bad invitation or link goes to /login (SIGNUP-57); a bad code
// to /404 with the spec's message (SIGNUP-59).
import { useEffect } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { signupMessages } from '@practicum/shared/domain/signup/messages';
import { useApiRead } from '../dataProvider';
import type { SignupVariant } from '@practicum/shared/domain/signup/variants';
import type { SignupOrganization, SignupSource } from './types';

interface Loaded {
  role: { keyname: string };
  organization: SignupOrganization;
  variant: SignupVariant;
  email?: string;
  first_name?: string;
  last_name?: string;
  has_account?: boolean;
}

export function useSignupSource(kind: 'code' | 'invite' | 'link'): { source: SignupSource | null; failed: boolean } {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const code = search.get('code') ?? '';
  const path =
    kind === 'code'
      ? `signup/${encodeURIComponent(params.org_signup_code ?? '')}`
      : kind === 'invite'
        ? `signup/invite/${encodeURIComponent(params.invite_id ?? '')}?code=${encodeURIComponent(code)}`
        : `invite-links/${encodeURIComponent(params.invite_link_id ?? '')}/status`;
  const { data, error } = useApiRead<Loaded>(path, { retry: false, staleTime: Infinity });

  useEffect(() => {
    if (!error) return;
    if (kind === 'code') void navigate(`/404?error=${encodeURIComponent(signupMessages.signupLinkInvalid)}`, { replace: true });
    else void navigate('/login', { replace: true });
  }, [error, kind, navigate]);

  if (!data) return { source: null, failed: Boolean(error) };
  const payload =
    kind === 'code'
      ? { signup_code: params.org_signup_code ?? '' }
      : kind === 'invite'
        ? { invite_id: params.invite_id ?? '', code }
        : { invite_link_id: params.invite_link_id ?? '' };
  const invite =
    kind === 'invite'
      ? {
          email: data.email ?? '',
          first_name: data.first_name ?? '',
          last_name: data.last_name ?? '',
          has_account: data.has_account === true,
        }
      : undefined;
  const source = { payload, role: data.role.keyname, organization: data.organization, variant: data.variant };
  return { source: { ...source, ...(invite ? { invite } : {}) }, failed: false };
}
