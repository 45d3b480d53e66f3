/** The official SSLCommerz client (sslcommerz-lts 1.2.0) ships no types: the part the app calls. */
declare module 'sslcommerz-lts' {
  type Answer = Promise<unknown>;
  export default class SSLCommerzPayment {
    constructor(storeId: string, storePassword: string, live?: boolean);
    baseURL: string;
    initURL: string;
    validationURL: string;
    refundURL: string;
    refundQueryURL: string;
    transactionQueryBySessionIdURL: string;
    transactionQueryByTransactionIdURL: string;
    init(data: Record<string, string | number>): Answer;
    validate(data: { val_id: string }): Answer;
    initiateRefund(data: {
      refund_amount: string;
      refund_remarks: string;
      bank_tran_id: string;
      refe_id: string;
    }): Answer;
    transactionQueryByTransactionId(data: { tran_id: string }): Answer;
  }
}
