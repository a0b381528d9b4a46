/** A standard API operation times out after 100,000 ms (docs/product/constants.md). */
export const standardOperationTimeoutMs = 100_000;

/** Order submission may take up to 300,000 ms (docs/product/constants.md). */
export const orderSubmissionTimeoutMs = 300_000;
