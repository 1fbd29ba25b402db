import type { BrowserContext, Page } from '@playwright/test';

/**
 * A fake of PayPal's JS SDK (the script @paypal/paypal-js loads from
 * https://www.paypal.com/sdk/js?client-id=…, or www.sandbox.paypal.com, or VITE_PAYPAL_SDK_URL).
 * It defines window.paypal.Buttons(options) → { render(el), isEligible(), close() } and renders
 * real buttons into el:
 *   "Pay with PayPal"  createOrder → onApprove with actions.order.capture() → {id, status:'COMPLETED'}
 *   "Cancel payment"   createOrder → onCancel
 *   "Fail payment"     onError
 * Created orders, captures and errors are recorded in window.__paypalFake for assertions. An
 * exception thrown by onApprove goes to onError, as PayPal does.
 */
export interface FakeOrder {
  id: string;
  intent: string;
  amount: string;
  currency: string;
  description?: string;
}

export interface PayPalFakeState {
  orders: FakeOrder[];
  captures: string[];
  cancels: string[];
  errors: string[];
}

export interface PayPalSdkFake {
  /** Every SDK script URL requested (to check client-id, currency, intent, components). */
  scriptUrls: string[];
  /** 'ok' serves the fake SDK; 'fail-load' answers 500 so the script fails to load. */
  setMode(mode: 'ok' | 'fail-load'): void;
  /** What the page's fake recorded (window.__paypalFake). */
  state(page: Page): Promise<PayPalFakeState>;
}

export const PAYPAL_SDK_PATTERN = '**/sdk/js**';

const SDK_SOURCE = String.raw`
(function () {
  var state = (window.__paypalFake = window.__paypalFake || { orders: [], captures: [], cancels: [], errors: [] });
  var counter = 0;
  function Buttons(options) {
    options = options || {};
    var rendered = [];
    function createOrder() {
      var actions = {
        order: {
          create: function (body) {
            counter += 1;
            var id = 'FAKE-ORDER-' + counter + '-' + Date.now();
            var unit = (body.purchase_units || [])[0] || {};
            var amount = unit.amount || {};
            state.orders.push({ id: id, intent: body.intent, amount: amount.value, currency: amount.currency_code, description: unit.description });
            return Promise.resolve(id);
          },
        },
      };
      return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, actions));
    }
    function fail(error) {
      state.errors.push(String(error && error.message ? error.message : error));
      if (options.onError) options.onError(error instanceof Error ? error : new Error(String(error)));
    }
    return {
      isEligible: function () { return true; },
      close: function () {
        rendered.forEach(function (node) { node.remove(); });
        rendered = [];
        return Promise.resolve();
      },
      render: function (target) {
        var el = typeof target === 'string' ? document.querySelector(target) : target;
        if (!el) return Promise.reject(new Error('Fake PayPal: container not found'));
        var wrap = document.createElement('div');
        wrap.className = 'fake-paypal-buttons';
        function add(label, run) {
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = label;
          button.style.cssText = 'min-height:44px;border-radius:6px;border:1px solid #0070ba;background:#ffc439;color:#111;font:inherit;font-weight:700;cursor:pointer;';
          button.addEventListener('click', run);
          wrap.appendChild(button);
        }
        add('Pay with PayPal', function () {
          createOrder()
            .then(function (orderID) {
              var actions = {
                order: {
                  capture: function () {
                    state.captures.push(orderID);
                    return Promise.resolve({ id: orderID, status: 'COMPLETED' });
                  },
                  get: function () { return Promise.resolve({ id: orderID, status: 'APPROVED' }); },
                },
                redirect: function () {},
                restart: function () {},
              };
              return options.onApprove({ orderID: orderID, payerID: 'FAKE-PAYER' }, actions);
            })
            .catch(fail);
        });
        add('Cancel payment', function () {
          createOrder()
            .then(function (orderID) {
              state.cancels.push(orderID);
              if (options.onCancel) options.onCancel({ orderID: orderID });
            })
            .catch(fail);
        });
        add('Fail payment', function () { fail(new Error('Fake PayPal: something went wrong')); });
        el.appendChild(wrap);
        rendered.push(wrap);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { version: 'fake-5.0.0', Buttons: Buttons };
})();
`;

export async function fakePayPalSdk(context: BrowserContext): Promise<PayPalSdkFake> {
  let mode: 'ok' | 'fail-load' = 'ok';
  const fake: PayPalSdkFake = {
    scriptUrls: [],
    setMode(next) {
      mode = next;
    },
    state: (page) =>
      page.evaluate(
        () =>
          (window as unknown as { __paypalFake?: PayPalFakeState }).__paypalFake ?? {
            orders: [],
            captures: [],
            cancels: [],
            errors: [],
          },
      ),
  };
  await context.route(PAYPAL_SDK_PATTERN, async (route) => {
    fake.scriptUrls.push(route.request().url());
    if (mode === 'fail-load') {
      return route.fulfill({ status: 500, contentType: 'text/plain', body: 'fake PayPal outage' });
    }
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: SDK_SOURCE });
  });
  return fake;
}
