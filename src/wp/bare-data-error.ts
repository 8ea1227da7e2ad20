// A WP_Error whose data is no array with a `status`: plugins write `new WP_Error( $code, $message, 404 )`, or
// leave the data out. rest_convert_error_to_response() finds no status in it, so WordPress answers HTTP 500 and
// passes the data through as it is: `"data": 404`, or `"data": null` when there is none.
import { WpError } from './errors.js';

export class BareDataError extends WpError {
  constructor(
    code: string,
    message: string,
    readonly bareData: number | null,
  ) {
    super(code, message, { status: 500 });
  }

  override toJSON(): Record<string, unknown> {
    return { code: this.code, message: this.message, data: this.bareData };
  }
}
