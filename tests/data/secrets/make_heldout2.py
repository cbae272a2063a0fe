# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout2_credentials.yaml and heldout2_lookalikes.yaml: a second held-out corpus.

The first held-out batch (make_heldout.py) was read while the detector changed after it, so it
no longer measures generalisation on its own. This batch was written before those changes,
with kinds no other corpus has: credential formats of other vendors and other ways of
writing a password down, and look-alikes such as cloud resource ids, payment-object ids,
lock-file hashes, documented example keys, redacted values and notes that say what they hold
is public. Never tuned on: measure it, never fit it. Same rules as make_heldout.py: random
parts from `secrets`, synthetic values only, run again for a new draw.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    b64,
    hexs,
    pw,
    rnd,
    uid,
    write_corpora,
)


def credentials() -> list[tuple[str, str]]:
    return [
        ("azure_ad_secret", f"the app registration's client secret is {rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.-', 34)}"),
        ("azure_ad_secret", f"AZURE_CLIENT_SECRET={rnd(ALNUM, 3)}7Q~{rnd(ALNUM + '_.-', 34)}"),
        ("cloudinary", f"CLOUDINARY_URL=cloudinary://{secrets.randbelow(10**15)}:{rnd(URLSAFE, 27)}@acme-media"),
        ("fly", f"fly deploy uses FLY_API_TOKEN=FlyV1 fm2_{rnd(URLSAFE + '=', 180)}"),
        ("netlify", f"netlify personal access token nfp_{rnd(ALNUM, 36)}"),
        ("render", f"RENDER_API_KEY=rnd_{rnd(ALNUM, 28)}"),
        ("planetscale", f"pscale password for main: pscale_pw_{rnd(URLSAFE, 43)}"),
        ("planetscale", f"PLANETSCALE_SERVICE_TOKEN=pscale_tkn_{rnd(URLSAFE, 43)}"),
        ("contentful", f"contentful management token CFPAT-{rnd(URLSAFE, 43)}"),
        ("asana", f"asana PAT 2/{secrets.randbelow(10**16)}/{secrets.randbelow(10**16)}:{hexs(32)}"),
        ("dropbox", f"dropbox short-lived token sl.{rnd(URLSAFE, 130)}"),
        ("figma", f"FIGMA_TOKEN=figd_{rnd(URLSAFE, 40)}"),
        ("mailchimp", f"mailchimp api key {hexs(32)}-us{secrets.randbelow(20) + 1}"),
        ("tailscale", f"tailscale up --authkey tskey-auth-{rnd(ALNUM, 17)}-{rnd(ALNUM, 33)}"),
        ("ngrok", f"ngrok config add-authtoken 2{rnd(ALNUM, 26)}_{rnd(ALNUM, 21)}"),
        ("buildkite", f"buildkite API token bkua_{hexs(40)}"),
        ("circleci", f"CIRCLE_TOKEN=CCIPAT_{rnd(ALNUM, 22)}_{hexs(40)}"),
        ("sonar", f"SONAR_TOKEN=squ_{hexs(40)}"),
        ("typeform", f"typeform token tfp_{rnd(ALNUM, 44)}_{rnd(ALNUM, 14)}"),
        ("replicate", f"REPLICATE_API_TOKEN=r8_{rnd(ALNUM, 37)}"),
        ("groq", f"groq key gsk_{rnd(ALNUM, 52)}"),
        ("perplexity", f"pplx-{rnd(ALNUM, 48)} is the perplexity key for the research bot"),
        ("xai", f"XAI_API_KEY=xai-{rnd(ALNUM, 80)}"),
        ("langsmith", f"LANGSMITH_API_KEY=lsv2_pt_{hexs(32)}_{hexs(10)}"),
        ("pinecone", f"pinecone api key pcsk_{rnd(ALNUM, 5)}_{rnd(ALNUM, 60)}"),
        ("supabase", f"supabase access token sbp_{hexs(40)}"),
        ("resend", f"RESEND_API_KEY=re_{rnd(ALNUM, 8)}_{rnd(ALNUM, 24)}"),
        ("postmark", f"Postmark server token {uid()} (X-Postmark-Server-Token)"),
        ("plaid", f"PLAID_SECRET={hexs(30)}"),
        ("alibaba", f"aliyun AccessKey LTAI{rnd(ALNUM, 20)} secret {rnd(ALNUM, 30)}"),
        ("tencent", f"tencent cloud SecretId AKID{rnd(ALNUM, 32)} SecretKey {rnd(ALNUM, 32)}"),
        ("ibm", f"IBM Cloud API key for the COS bucket: {rnd(URLSAFE, 44)}"),
        ("wandb", f"wandb login {hexs(40)}"),
        ("stripe_webhook", f"STRIPE_WEBHOOK_SECRET=whsec_{rnd(ALNUM, 32)}"),
        ("github_webhook", f"the GitHub webhook secret for the deploy hook is {rnd(ALNUM, 32)}"),
        ("mysql_cli", f"mysql -h db.internal -u root -p'{pw()}' orders"),
        ("pg_env", f"PGPASSWORD={rnd(ALNUM, 18)} psql -h replica.internal -U report"),
        ("sshpass", f"sshpass -p '{pw()}' ssh deploy@10.0.3.7"),
        ("powershell", f'$pw = ConvertTo-SecureString "{pw()}" -AsPlainText -Force'),
        ("net_use", f"net use Z: \\\\files.acme.test\\share /user:ACME\\svc_backup {rnd(ALNUM, 14)}"),
        ("mycnf", f"~/.my.cnf:\n[client]\nuser=backup\npassword={rnd(ALNUM + '!#', 18)}"),
        ("ansible_become", f"group_vars/all.yml: ansible_become_pass: {pw()}"),
        ("snmp", f"snmpwalk -v2c -c {rnd(ALNUM, 16)} core-switch.internal"),
        ("radius", f"RADIUS shared secret for the office APs: {rnd(ALNUM, 20)}"),
        ("query_key", f"https://api.weather.test/v1/forecast?q=Lisbon&appid={hexs(32)}"),
        ("keystore", f"keystore.jks password is {pw()}, alias upload"),
        ("prose_password", f"The NAS admin account is admin and its password is {secrets.choice(['harbor', 'meadow', 'granite'])}{secrets.choice(['Owl', 'Kite', 'Fern'])}{secrets.randbelow(90) + 10}"),
        ("prose_password", f"I set my laptop's disk encryption passphrase to {secrets.choice(['blue', 'quiet', 'amber'])} {secrets.choice(['river', 'stone', 'lamp'])} {secrets.choice(['seven', 'ninety', 'twelve'])}"),
        ("prose_password", f"For the shared Netflix account: login family@acme.test, pw {rnd(ALNUM, 11)}"),
        ("bearer_header", f"curl -H 'X-Api-Key: {rnd(ALNUM, 40)}' https://api.partner.test/v2/orders"),
        ("ftp_uri", f"lftp sftp://uploader:{rnd(ALNUM, 16)}@files.partner.test"),
        ("totp_seed", f"authenticator setup key for the bank: {rnd(BASE32, 16).lower()}"),
    ]


def lookalikes() -> list[tuple[str, str]]:
    acct = lambda: str(10**11 + secrets.randbelow(9 * 10**11))  # noqa: E731
    return [
        ("aws_resource", f"The API runs on i-0{hexs(16)} in subnet-0{hexs(16)}, behind sg-0{hexs(16)}."),
        ("aws_resource", f"Base image is ami-0{hexs(16)}; the nightly snapshot is snap-0{hexs(16)}."),
        ("aws_resource", f"CloudFront distribution E{rnd(UPPER + DIGITS, 13)} serves the docs site."),
        ("aws_resource", f"x-amz-request-id {rnd(UPPER + DIGITS, 16)} and x-amz-id-2 {b64(secrets.token_bytes(56))} for the support ticket"),
        ("aws_resource", f"VPC vpc-0{hexs(16)} in account {acct()} peers with the data VPC."),
        ("azure_id", f"Tenant ID {uid()} and client ID {uid()} for the SSO app (both public in the login URL)."),
        ("gcp_id", f"OAuth client {secrets.randbelow(10**12)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com is the web client."),
        ("payment_object", f"Refund pi_3{rnd(ALNUM, 23)} for customer cus_{rnd(ALNUM, 14)}; the charge was ch_3{rnd(ALNUM, 23)}."),
        ("payment_object", f"Stripe event evt_1{rnd(ALNUM, 23)} retried three times before the webhook answered."),
        ("payment_object", f"Subscription sub_1{rnd(ALNUM, 23)} on price price_1{rnd(ALNUM, 23)} is the grandfathered plan."),
        ("payment_object", "Test card 4242 4242 4242 4242 with any future date works in test mode."),
        ("lockfile", f"package-lock says integrity sha512-{b64(secrets.token_bytes(64))} for left-pad"),
        ("lockfile", f"go.sum: golang.org/x/net v0.23.0 h1:{b64(secrets.token_bytes(32))}"),
        ("lockfile", f"Cargo.lock checksum = \"{hexs(64)}\" for serde 1.0.203"),
        ("lockfile", f"poetry.lock: {{file = \"requests-2.32.3-py3-none-any.whl\", hash = \"sha256:{hexs(64)}\"}}"),
        ("lockfile", f"git lfs pointer: oid sha256:{hexs(64)} size 48213"),
        ("tx_hash", f"The refund transaction is 0x{hexs(64)} on Base."),
        ("tx_hash", f"magnet:?xt=urn:btih:{hexs(40)}&dn=ubuntu-24.04-desktop-amd64.iso"),
        ("tracing", f"traceparent: 00-{hexs(32)}-{hexs(16)}-01 on the slow checkout call"),
        ("tracing", f"X-Request-Id {uid()} is in both the nginx and the app logs"),
        ("k8s_object", f"the pod's uid is {uid()} and resourceVersion {secrets.randbelow(10**8)}"),
        ("k8s_object", f"terraform state lineage {uid()}, serial 412"),
        ("documented_example", "Stripe's docs use sk_test_4eC39HqLyjWDarjtT1zdp7dc as the sample key in every curl example."),
        ("documented_example", "GitHub's docs show ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx as a placeholder token."),
        ("documented_example", f"In the tutorial the example API key is EXAMPLE{rnd(UPPER + DIGITS, 20)} (a made-up value for the docs)."),
        ("documented_example", "The JWT in RFC 7519's example: eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9 is only the header part."),
        ("redacted", "DB_PASSWORD=******** in the pasted log; the real value is in Vault."),
        ("redacted", f"The leaked key was sk-...{rnd(ALNUM, 4)}; it was revoked within the hour."),
        ("redacted", "Authorization: Bearer <redacted> in the failing request"),
        ("redacted", "api_key: [REDACTED] appears in every exported trace, as it should."),
        ("public_by_design", f"The Firebase web config's projectId is acme-{rnd(LOWER + DIGITS, 6)} and the messagingSenderId is {secrets.randbelow(10**12)}; none of it is secret."),
        ("public_by_design", f"Let's Encrypt http-01 challenge file /.well-known/acme-challenge/{rnd(URLSAFE, 43)} is served publicly on purpose."),
        ("public_by_design", f"The CSP header carries script-src 'nonce-{b64(secrets.token_bytes(16))}', a fresh public nonce per response."),
        ("public_by_design", f"PKCE code_challenge={rnd(URLSAFE, 43)} goes in the authorize URL; the verifier stays on the device."),
        ("public_by_design", f"Our public VAPID key for web push is B{rnd(URLSAFE, 86)}"),
        ("public_by_design", f"The public certificate:\n-----BEGIN CERTIFICATE-----\n{b64(secrets.token_bytes(48))}\n{b64(secrets.token_bytes(48))}\n-----END CERTIFICATE-----"),
        ("public_by_design", f"Plausible site id {rnd(LOWER + DIGITS, 24)} is embedded in every page; it is public."),
        ("build_id", f"GitHub Actions run {secrets.randbelow(10**10)} attempt 2, job id {secrets.randbelow(10**11)}"),
        ("build_id", f"Docker build cache id {rnd(LOWER + DIGITS, 25)} was evicted."),
        ("build_id", f"The wheel was built as tandem-0.5.0+g{hexs(9)}-py3-none-any.whl"),
        ("build_id", f"Xcode archive UUID {uid().upper()} for build 412"),
        ("media_id", f"Vimeo video {secrets.randbelow(10**9)} with hash {hexs(10)} is the onboarding recording."),
        ("media_id", f"Unsplash photo {rnd(URLSAFE, 11)} by the photographer is on the landing page."),
        ("media_id", f"Imgur album https://imgur.com/a/{rnd(ALNUM, 7)} has the screenshots"),
        ("serial", f"Laptop serial C02{rnd(UPPER + DIGITS, 9)}, asset tag ACME-{secrets.randbelow(10**5)}."),
        ("serial", f"The YubiKey's serial is {secrets.randbelow(10**8)}; it is registered to Dana."),
        ("serial", f"Router MAC {':'.join(hexs(2) for _ in range(6))} gets the reserved lease 10.0.0.2."),
        ("code_snippet", "password = getpass.getpass('Password: ')  # prompts, never stores"),
        ("code_snippet", "const token = process.env.GITHUB_TOKEN ?? ''; // read at startup"),
        ("code_snippet", "if secret_key is None: raise RuntimeError('SECRET_KEY is not set')"),
        ("code_snippet", f"hmac.new(key, body, hashlib.sha256).hexdigest() gave {hexs(64)} for the test payload"),
        ("prose", "The wifi password changed on Monday; ask Dana for it, it is not written down here."),
        ("prose", "Slack tokens start with xoxb- for bots and xoxp- for users; ours live in the vault."),
        ("prose", "We rotate every API key every 90 days and the rotation runbook is in the wiki."),
        ("prose", "The passphrase policy is four random words, at least 20 characters."),
        ("config", f"session_cookie_name: __Host-acme_{rnd(LOWER, 6)}, max_age: 86400, same_site: lax"),
        ("config", f"feature flag key checkout-v3-{rnd(LOWER + DIGITS, 8)} is at 25 % rollout"),
        ("config", f"The Sentry release is api@{hexs(40)}"),
        ("config", f"bucket names: acme-prod-logs-{acct()}, acme-prod-assets-{rnd(LOWER + DIGITS, 8)}"),
    ]


def main() -> None:
    write_corpora("make_heldout2.py", [
        ("heldout2_credentials.yaml", credentials(), "synthetic credentials of kinds no other corpus has; none is real"),
        ("heldout2_lookalikes.yaml", lookalikes(), "legitimate notes of kinds no other corpus has that look like secrets"),
    ])


if __name__ == "__main__":
    main()
