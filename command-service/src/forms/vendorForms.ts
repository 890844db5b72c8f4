// Forms hosted by an outside vendor (FORMS-38), behind a port. The contract a vendor implements:
//
// 1. Submit URL. The app POSTs `{base}/submit-url` with JSON
//      { form_id, form_name, placement_id, token, callback_url }
//    and the vendor answers 200 `{ "url": "https://…" }`: the page where the person fills the form. The app sends
//    the browser there. The vendor keeps `token` (opaque to it) with the session it opens.
// 2. Completion. When the person is done, the vendor POSTs `callback_url` (/api/vendor-forms/callback) with JSON
//      { token, reference? }
//    (`reference`: the vendor's id of the completed form, up to 200 characters). The app checks the token's
//    signature and expiry (403 otherwise), records the completion once (a repeated callback answers 200 and
//    records nothing) and answers `{ id, status }`.
//
// Vendors are configured by VENDOR_FORMS, a JSON object of vendor name → base URL (the name a form's `vendor`
// field holds). A form whose vendor is not configured answers 422.
import { AppError, ValidationError } from '@practicum/shared/platform/errors';
import { formMessages } from '@practicum/shared/domain/forms/index';

export interface VendorSubmitRequest {
  vendor: string;
  formId: string;
  formName: string;
  placementId: string | null;
  token: string;
  callbackUrl: string;
}
export interface VendorFormsPort {
  /** Where the browser goes to fill the vendor's form. */
  submitUrl(request: VendorSubmitRequest): Promise<string>;
}

class VendorUnavailableError extends AppError {
  override readonly status = 502;
}

export function httpVendorForms(baseUrls: Record<string, string>, timeoutMs = 10_000): VendorFormsPort {
  return {
    async submitUrl(request) {
      const base = baseUrls[request.vendor];
      if (!base) throw new ValidationError({ vendor: [formMessages.vendorNotConnected] });
      let answer: unknown;
      try {
        const response = await fetch(`${base.replace(/\/$/, '')}/submit-url`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            form_id: request.formId,
            form_name: request.formName,
            placement_id: request.placementId,
            token: request.token,
            callback_url: request.callbackUrl,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`vendor answered ${response.status}`);
        answer = await response.json();
      } catch {
        throw new VendorUnavailableError(formMessages.vendorUnavailable);
      }
      const url = (answer as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new VendorUnavailableError(formMessages.vendorUnavailable);
      return url;
    },
  };
}

/** VENDOR_FORMS='{"Acme Forms":"https://forms.acme.example/practicum"}'; none configured → every vendor form answers 422. */
export function vendorFormsFromEnv(env: NodeJS.ProcessEnv = process.env): VendorFormsPort {
  let urls: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(env.VENDOR_FORMS ?? '{}');
    if (parsed && typeof parsed === 'object') urls = parsed as Record<string, string>;
  } catch {
    throw new Error('VENDOR_FORMS must be a JSON object of vendor name → base URL');
  }
  return httpVendorForms(urls);
}
