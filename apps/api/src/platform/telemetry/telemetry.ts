/** Why a one-time code was not sent. */
export type OtpRefusal = 'rate_limit' | 'sms_unavailable';

/**
 * What the API's rules report for watching it in production (docs/decisions/0038): the port the
 * modules and the payment providers call, one line each, so none of them imports a metrics
 * library. The app gives the Prometheus one (`plugins/metrics`), or one that records nothing when
 * `/metrics` is off.
 *
 * @example
 * context.telemetry.orderPlaced('mada');
 */
export interface Telemetry {
  /** One call to a payment provider ended: `outcome` is `ok` or the payment error code. */
  providerCalled(call: {
    provider: string;
    operation: string;
    outcome: string;
    seconds: number;
  }): void;
  /** An order was made, paid with `paymentMethod` (`mada`, `cash`, `tabby`, …). */
  orderPlaced(paymentMethod: string): void;
  otpSent(): void;
  otpRefused(reason: OtpRefusal): void;
  /** An event stream opened; the answer is called once, when it closes. */
  eventStreamOpened(): () => void;
}
