import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface Page {
  html: string;
  nonce: string;
}

/**
 * Sends a page that any website may frame (the app's own pages may not: frame-ancestors 'none'),
 * running only its own inline script and talking only to this server.
 */
export function sendPage(reply: FastifyReply, page: Page) {
  reply.removeHeader('x-frame-options');
  return reply
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${page.nonce}'; style-src 'nonce-${page.nonce}'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors *`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:16px;color:#1f2328;background:#fff;max-width:40rem}
h1{font-size:1.4rem;margin:0 0 .5rem}.urgent{border-left:4px solid #b42318;background:#fef3f2;padding:.5rem .75rem;margin:1rem 0}
label{display:block;font-weight:600;margin-top:.9rem}input,textarea{box-sizing:border-box;width:100%;font:inherit;padding:.5rem;border:1px solid #8c959f;border-radius:6px}
textarea{min-height:5rem}.row{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr))}.hint{color:#57606a;font-size:.9rem;font-weight:400}
.consent{display:flex;gap:.5rem;align-items:flex-start;font-weight:400}.consent input{width:auto;margin-top:.3rem}
.trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}button{margin-top:1rem;font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b6e4f;color:#fff;cursor:pointer}
button:disabled{opacity:.6}[role=alert]{color:#b42318;margin-top:.75rem}:focus-visible{outline:3px solid #0969da;outline-offset:2px}`;

function layout(title: string, body: string, nonce: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${style}</style></head>
<body><main>${body}</main>${script ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

const field = (name: string, label: string, attrs = '', hint = '') =>
  `<label for="${name}">${label}${hint ? ` <span class="hint">${hint}</span>` : ''}</label><input id="${name}" name="${name}" ${attrs}>`;
const area = (name: string, label: string, max: number, hint = '') =>
  `<label for="${name}">${label}${hint ? ` <span class="hint">${hint}</span>` : ''}</label><textarea id="${name}" name="${name}" maxlength="${max}"></textarea>`;

// Sends the fields as JSON and shows only a thank-you (nothing the person typed) once received.
const submitScript = (formKey: string) => `
const form=document.getElementById('inquiry'),status=document.getElementById('status'),button=form.querySelector('button'),named=(n)=>form.querySelector('[name="'+n+'"]');
form.addEventListener('submit',async(e)=>{e.preventDefault();status.textContent='';
const data=Object.fromEntries(new FormData(form));data.consent=named('consent').checked;
if(!data.email&&!data.phone){status.textContent='Please give an e-mail address or a phone number.';named('email').focus();return;}
button.disabled=true;
try{const res=await fetch('/api/public/inquiries/${formKey}',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(data)});
if(res.status===202){document.querySelector('main').innerHTML='<h1 tabindex="-1">Thank you — the practice will contact you.</h1><p class="urgent">Not for emergencies — if you are in crisis, call or text 988.</p>';document.querySelector('h1').focus();return;}
const answer=await res.json().catch(()=>({}));status.textContent=res.status===429?'Too many inquiries from here just now. Please try again later or call the practice.':(answer.message||'Something went wrong. Please try again.');}
catch{status.textContent='Could not send. Check your connection and try again.';}
button.disabled=false;});`;

export function inquiryPage({ practiceName, intro, formKey }: { practiceName: string; intro: string | null; formKey: string }): Page {
  const nonce = randomBytes(16).toString('base64');
  const body = `<h1>Contact ${escapeHtml(practiceName)}</h1>
${intro ? `<p>${escapeHtml(intro).replaceAll('\n', '<br>')}</p>` : '<p>Tell us a little about what you are looking for and how to reach you.</p>'}
<p class="urgent"><strong>Not for emergencies</strong> — if you are in crisis, call or text 988 (Suicide &amp; Crisis Lifeline), or call 911.</p>
<form id="inquiry" novalidate>
<div class="row"><div>${field('first_name', 'First name', 'required maxlength="100" autocomplete="given-name"')}</div>
<div>${field('last_name', 'Last name', 'required maxlength="100" autocomplete="family-name"')}</div></div>
<div class="row"><div>${field('email', 'E-mail', 'type="email" maxlength="254" autocomplete="email"', '(e-mail or phone)')}</div>
<div>${field('phone', 'Phone', 'type="tel" maxlength="40" autocomplete="tel"')}</div></div>
${area('reason', 'What would you like help with?', 2000, '(optional; please keep it brief)')}
${field('insurance', 'Insurance', 'maxlength="200"', '(optional)')}
${field('preferred_times', 'Times that suit you', 'maxlength="500"', '(optional)')}
${field('referral_source', 'How did you hear about us?', 'maxlength="200"', '(optional)')}
<div class="trap" aria-hidden="true"><label for="website">Leave this empty</label><input id="website" name="website" tabindex="-1" autocomplete="off"></div>
<label class="consent"><input type="checkbox" name="consent" required> I agree to be contacted by the practice about my inquiry by the e-mail or phone number I gave.</label>
<button type="submit">Send</button><p id="status" role="alert" aria-live="assertive"></p>
</form><noscript><p>This form needs JavaScript. Please call the practice instead.</p></noscript>`;
  return { html: layout(`Contact ${practiceName}`, body, nonce, submitScript(formKey)), nonce };
}

export function missingFormPage(): Page {
  const nonce = randomBytes(16).toString('base64');
  return {
    html: layout('Form not available', '<h1>This form is not available</h1><p>Please contact the practice directly. In a crisis, call or text 988.</p>', nonce),
    nonce,
  };
}
