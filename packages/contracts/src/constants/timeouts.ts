/** A standard API operation times out after 100,000 ms (spec section 9). */
export const standardOperationTimeoutMs = 100_000;

/** Order submission may take up to 300,000 ms (spec section 9). */
export const orderSubmissionTimeoutMs = 300_000;
