# ruff: noqa: E501
"""Writes heldout180_credentials.yaml and heldout180_lookalikes.yaml: held-out batch 180.

Persona: Róisín, customer-support team lead at a developer-tools SaaS in Dublin. Chatty Irish
English with the odd Irish word, notes fired at her assistant between tickets. She holds the
team's Zendesk admin login, Intercom and Zendesk API tokens, the shared support inbox, the
staging impersonation token, the Twilio auth token for SMS support, the status page admin, the
support laptop's recovery key, the 1Password emergency kit and a test customer's password; her
notes are otherwise full of ticket ids, request ids, masked keys and trace ids from customers.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import base64
import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    HEX,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    epoch,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openai_project_key,
    openssh_private,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

WORDS = ["curragh", "lighthouse", "biscuit", "harbour", "kettle", "drizzle", "gannet", "turf",
         "spire", "ferry", "bodhran", "puffin", "granite", "meadow", "lantern", "currant",
         "otter", "fiddle", "shamrock", "quay", "heron", "scone", "tide", "bramble"]
NAMES = ["Aoife", "Ciarán", "Niamh", "Siobhán", "Darragh", "Orla", "Cillian", "Sorcha", "Pádraig", "Eoin"]
EIR = "ACDEFHKNPRTVWXY"


def intercom_token() -> str:
    raw = f"tok:{uid().replace('-', '_')}:1:0".encode()
    return base64.b64encode(raw).decode()


def zd_token() -> str:
    return rnd(ALNUM, 40)


def twilio_sid(prefix: str) -> str:
    return prefix + rnd(HEX, 32)


def twilio_token() -> str:
    return rnd(HEX, 32)


def slack_bot() -> str:
    return f"xoxb-{digits(12, True)}-{digits(13, True)}-{rnd(ALNUM, 24)}"


def atlassian_token() -> str:
    return f"ATATT3xFfGF0{rnd(URLSAFE, 170)}={rnd(HEX.upper(), 8)}"


def ghp() -> str:
    return "ghp_" + rnd(ALNUM, 36)


def gh_fine() -> str:
    return f"github_pat_11{rnd(UPPER + DIGITS, 20)}_{rnd(ALNUM, 59)}"


def sentry_user_token() -> str:
    return "sntryu_" + hexs(64)


def stripe_rk() -> str:
    return "rk_live_51" + rnd(ALNUM, 97)


def stripe_sk() -> str:
    return "sk_live_51" + rnd(ALNUM, 97)


def stripe_pk() -> str:
    return "pk_live_51" + rnd(ALNUM, 97)


def linear_key() -> str:
    return "lin_api_" + rnd(ALNUM, 40)


def notion_key() -> str:
    return "ntn_" + digits(11, True) + rnd(ALNUM, 35)


def npm_token() -> str:
    return "npm_" + rnd(ALNUM, 36)


def hubspot_pat() -> str:
    return f"pat-eu1-{uid()}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def door() -> str:
    return digits(pick(4, 5, 6), True)


def ie_landline() -> str:
    return f"+353 1 {digits(3, True)} {digits(4)}"


def ie_mobile() -> str:
    return f"+353 8{pick('3', '5', '6', '7', '9')} {digits(3, True)} {digits(4)}"


def eircode() -> str:
    routing = pick("D02", "D04", "D08", "D01", "A94", "D6W", "K78")
    return f"{routing} {pick(*EIR)}{rnd(EIR + DIGITS, 3)}"


def plate() -> str:
    return f"{pick('191', '202', '212', '231', '242', '251')}-{pick('D', 'KE', 'WW', 'MH')}-{digits(pick(4, 5), True)}"


def ticket() -> str:
    return digits(pick(5, 6), True)


def convo() -> str:
    return digits(pick(14, 15), True)


def req_id() -> str:
    return "req_" + rnd(ALNUM, 14)


def cus_id() -> str:
    return "cus_" + rnd(ALNUM, 14)


def ws_id() -> str:
    return "ws_" + rnd(LOWER + DIGITS, 20)


def trace() -> str:
    return hexs(32)


def google_backup() -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(pick(4, 5)))


def credentials() -> Rows:
    r = Rows()
    n = lambda: pick(*NAMES)  # noqa: E731

    r.add("zendesk_admin_password",
          f"zendesk admin (the owner acct, support-admin@acme.example) pw is {pw()} - dont give it out, agents have their own logins",
          f"Remember for me: Zendesk owner login changed today after {n()} left.\nuser: support-admin@acme.example\npass: {pw()}",
          f"zd admin -> {pw()}  (changed it on the Friday, sorry lads if ye were locked out)")

    r.add("zendesk_api_token",
          f"Zendesk API token for the triage script: {zd_token()}\nuser is support-admin@acme.example/token",
          f"export ZENDESK_API_TOKEN={zd_token()}\nexport ZENDESK_SUBDOMAIN=acme",
          f"curl https://acme.zendesk.com/api/v2/tickets.json -u 'support-admin@acme.example/token:{zd_token()}'  <- works, keep this one",
          f"new zd token (old one revoked, this is the live one now) {zd_token()}")

    r.add("intercom_access_token",
          f"Intercom access token for the export job\n{intercom_token()}",
          f"intercom bearer: {intercom_token()} -- only has read convos + write tags scopes",
          f"c'mere, the Intercom token {n()} set up for the CSAT dashboard is {intercom_token()}, put it in the sheet's script props")

    r.add("support_inbox_password",
          f"support@acme.example mailbox password: {pw()}",
          f"Shared inbox (help@acme.example) - {n()} needs it for the weekend rota. Its {pw()}",
          f"shared mailbox pw reset, new one {pw()} . tell the night shift")

    r.add("support_inbox_app_password",
          f"IMAP app password for help@acme.example in Thunderbird on the support laptop: {app_password()}",
          f"gmail app pw (for the zendesk mail forwarding) = {app_password()}")

    r.add("support_inbox_backup_codes",
          f"help@ google backup codes, printed copy is in the press but just in case:\n{google_backup()}",
          f"Backup codes for support@acme.example 2SV\n{google_backup()}")

    r.add("staging_impersonation_token",
          f"staging impersonate token (lets us log in as a customer on staging.acme.test): imp_stg_{rnd(URLSAFE, 40)}",
          f"X-Acme-Impersonate: imp_stg_{rnd(URLSAFE, 40)}\nuse with the cus id in the query string, staging only!!",
          f"Impersonation JWT for staging, valid till end of quarter:\n{jwt({'sub': 'agent_' + digits(4), 'act': 'impersonate', 'aud': 'staging.acme.test', 'exp': epoch()})}")

    r.add("staging_admin_session_cookie",
          f"if the SSO is down again just paste this cookie on staging admin: _acme_admin_session={rnd(URLSAFE, 86)}--{hexs(40)}",
          f"Cookie: acme_sid={rnd(URLSAFE, 64)}; path=/; domain=admin.staging.acme.test")

    r.add("staging_basic_auth",
          f"staging is behind basic auth, user preview / {pw()}",
          f"Authorization: Basic {basic('preview', pw())}\n(for the staging docs site, postman collection needs it)",
          f"https://preview:{pw()}@docs.staging.acme.test/ <- send this to {n()} for the new docs review")

    r.add("twilio_auth_token",
          f"Twilio (SMS support line)\nAccount SID {twilio_sid('AC')}\nAuth token {twilio_token()}",
          f"TWILIO_AUTH_TOKEN={twilio_token()}",
          f"twilio auth token got rotated by eng, new one is {twilio_token()} - update the zapier step")

    r.add("twilio_api_key_secret",
          f"Twilio API key for the SMS macro bot: SID {twilio_sid('SK')} secret {rnd(ALNUM, 32)}",
          f"twilio api key secret (only shown once!!) {rnd(ALNUM, 32)}")

    r.add("statuspage_admin_login",
          f"status page admin: status-admin@acme.example / {pw()}",
          f"Statuspage login for incidents (in case I'm off and {n()} has to post):\nemail status-admin@acme.example\npassword {pw()}",
          f"status.acme.example manage login pw {pw()}")

    r.add("statuspage_api_key",
          f"statuspage API key for the incident bot: {hexs(32)}",
          f"OAuth {uid()} <- statuspage api key header value, the bot posts component updates with it")

    r.add("laptop_bitlocker_recovery_key",
          f"Support laptop (the Dell, asset SUP-07) bitlocker recovery key\n{bitlocker_key()}",
          f"BitLocker recovery key for the on-call laptop: {bitlocker_key()}",
          f"If the rota laptop asks for the recovery key after a BIOS update its {bitlocker_key()}")

    r.add("laptop_filevault_recovery_key",
          f"FileVault recovery key - support MacBook: {filevault_key()}",
          f"mac mini at the help desk, filevault key {filevault_key()} (IT has a copy too apparently)")

    r.add("onepassword_secret_key",
          f"1Password emergency kit, team account acme-support.1password.eu\nSecret Key: {onepassword_secret_key()}",
          f"1pw secret key {onepassword_secret_key()}",
          f"emergency kit scan didn't save so typing it out: {onepassword_secret_key()}")

    r.add("onepassword_master_password",
          f"1Password master pw (support vault owner): {phrase(WORDS, 5, '-')}",
          f"Master password for the team 1Password - {phrase(WORDS, 4, ' ')} {digits(2)}")

    r.add("test_customer_password",
          f"test customer on prod for repro: roisin+test@acme.example pw {pw()}",
          f"Repro acct (workspace 'Ballygowan Labs'):\nlogin qa-cust-03@acme.example\npass {pw()}",
          f"the test customer 'Mrs Murphy' password is {pw()} lol dont ask")

    r.add("zendesk_2fa_backup_codes",
          "Zendesk owner 2FA recovery codes:\n" + "\n".join(rnd(LOWER + DIGITS, 10) for _ in range(4)),
          f"zd 2fa backup codes (used 2 already) {' '.join(rnd(LOWER + DIGITS, 10) for _ in range(3))}")

    r.add("totp_seed",
          f"TOTP seed for the shared Zendesk owner, so the second on call can add it to their app: {groups(totp_seed().lower(), 4)}",
          f"otpauth://totp/Statuspage:status-admin@acme.example?secret={totp_seed()}&issuer=Statuspage",
          f"2fa secret key for the Twilio console login (enter manually) {totp_seed()}")

    r.add("slack_bot_token",
          f"Slack bot token for the #support-escalations bot: {slack_bot()}",
          f"SLACK_BOT_TOKEN={slack_bot()}\nSLACK_CHANNEL=C0{rnd(UPPER + DIGITS, 9)}")

    r.add("slack_signing_secret",
          f"slack signing secret for the escalation app {hexs(32)}",
          f"Signing Secret (Basic Information page): {hexs(32)}")

    r.add("jira_api_token",
          f"jira token for the zendesk->jira sync (acme.atlassian.net, roisin@acme.example): {atlassian_token()}",
          f"Atlassian API token {atlassian_token()}")

    r.add("github_token",
          f"GH token to file bugs from macros: {ghp()}",
          f"fine grained PAT, acme/support-tools repo only, exp 90 days:\n{gh_fine()}",
          f"git clone https://x-access-token:{ghp()}@github.com/acme/support-runbooks.git")

    r.add("sentry_auth_token",
          f"sentry user auth token so I can look up event ids from tickets: {sentry_user_token()}",
          f"SENTRY_AUTH_TOKEN={sentry_user_token()}")

    r.add("stripe_restricted_key",
          f"Restricted Stripe key for refunds lookup (read charges, write refunds): {stripe_rk()}",
          f"stripe rk for the billing macro {stripe_rk()}")

    r.add("stripe_secret_key",
          f"finance gave me the live secret key 'just for the migration' ffs: {stripe_sk()}",
          f"STRIPE_SECRET_KEY={stripe_sk()}")

    r.add("sendgrid_api_key",
          f"SendGrid key for the CSAT survey emails: {sendgrid_key()}",
          f"sendgrid {sendgrid_key()} (mail send only)")

    r.add("postmark_server_token",
          f"Postmark server token (transactional, support-notify server): {uid()}",
          f"X-Postmark-Server-Token: {uid()}")

    r.add("support_db_readonly_url",
          f"read replica for support lookups:\npostgres://support_ro:{rnd(ALNUM, 24)}@replica.db.acme.internal:5432/app",
          f"DATABASE_URL=postgresql://support_ro:{rnd(ALNUM, 20)}@pg-ro-1.acme.internal/app?sslmode=require",
          f"psql \"host=replica.db.acme.internal user=support_ro password={rnd(ALNUM, 22)} dbname=app\"")

    r.add("metabase_login",
          f"metabase (metabase.acme.internal) support user: support-bi@acme.example / {pw()}",
          f"Metabase pw for the weekly tickets report {pw()}")

    r.add("backoffice_admin_password",
          f"backoffice superuser (for refunds + plan overrides), user 'support-lead', pass: {pw()}",
          f"admin.acme.internal login\nsupport-lead\n{pw()}",
          f"Backoffice break-glass acct pw {pw()} - only if Okta is down, log it in #sec")

    r.add("wireguard_private_key",
          f"VPN config for the support laptop\n[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.44.{secrets.randbelow(250)}.{secrets.randbelow(250)}/32\n[Peer]\nEndpoint = vpn.acme.internal:51820",
          f"wg private key (laptop 2): {wg_key()}")

    r.add("ssh_private_key",
          f"jump box key for log pulls, save as ~/.ssh/support_jump\n{openssh_private()}",
          f"{openssh_private()}\nthat's the support-bastion key, passphrase is blank")

    r.add("office_door_code",
          f"door code for the Grand Canal Dock office (side entrance) {door()}#",
          f"Keypad on the 3rd floor: {door()}  - changes monthly, this is Oct's",
          f"new starter info for {n()}: building door {door()}, bike shed {door()}")

    r.add("alarm_code",
          f"alarm code if you're last out: {door()} then OFF",
          f"Alarm: set = {door()} + SET. Unset = same code. Security company rings the lead if it goes off")

    r.add("office_wifi_password",
          f"office wifi ACME-STAFF pw {pw()}",
          f"WIFI:T:WPA;S:ACME-Support;P:{pw()};;",
          f"staff wifi is ACME-5G, password: {phrase(WORDS, 3, '')}{digits(2)}")

    r.add("voicemail_pin",
          f"support line voicemail pin {digits(6)}",
          f"Voicemail on the Twilio number: dial in, pin {digits(4)}#")

    r.add("sim_puk_code",
          f"work phone SIM (the on-call mobile) PIN {digits(4)} PUK {digits(8)}",
          f"on-call phone got locked, PUK {digits(8)}")

    card = luhn("4", 16)
    r.add("company_card",
          f"team card for the Zendesk seats: {groups(card, 4)} exp {card_expiry()} cvv {digits(3)}",
          f"Revolut Business card (support budget)\n{groups(luhn('5', 16), 4)}\n{card_expiry()}\nCVC {digits(3)}",
          f"card {luhn('4', 16)} {card_expiry()} {digits(3)} - swag order only pls")

    r.add("aws_access_key",
          f"S3 bucket for customer log uploads (acme-support-uploads) creds:\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[support]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-1")

    r.add("openai_api_key",
          f"OpenAI key for the reply-suggestion experiment: {openai_project_key()}",
          f"OPENAI_API_KEY={openai_project_key()}")

    r.add("anthropic_api_key",
          f"anthropic key for the ticket summariser (budget capped at 200 quid) {anthropic_key()}",
          f"ANTHROPIC_API_KEY={anthropic_key()}\n# support-summariser, ask before upping limits")

    r.add("linear_api_key",
          f"Linear personal key (for the bug escalation template) {linear_key()}",
          f"linear: {linear_key()}")

    r.add("pagerduty_key",
          f"pagerduty integration key for the 'Support P1' service: {hexs(32)}",
          f"PD api token (read-only, for the on-call lookup in slack) {rnd(URLSAFE, 20)}")

    r.add("datadog_keys",
          f"datadog for the support dashboard\nDD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
          f"dd app key {hexs(40)}, api key {hexs(32)}")

    r.add("notion_integration_token",
          f"Notion integration secret for the macros wiki sync: {notion_key()}",
          f"NOTION_TOKEN={notion_key()}")

    r.add("hubspot_private_app_token",
          f"HubSpot private app token (contact lookup sidebar): {hubspot_pat()}",
          f"Bearer {hubspot_pat()} <- hubspot, support-sidebar app")

    r.add("npm_publish_token",
          f"npm token to publish @acme/support-widget: {npm_token()}",
          f"//registry.npmjs.org/:_authToken={npm_token()}")

    r.add("zendesk_oauth_client_secret",
          f"Zendesk OAuth client 'triage-bot' secret: {hexs(64)}",
          f"zd oauth: client id triage_bot, secret {hexs(64)}")

    r.add("zendesk_webhook_signing_secret",
          f"signing secret for the zendesk webhook to our slack relay: {rnd(ALNUM, 44)}",
          f"Zendesk webhook secret (Admin > Webhooks > reveal secret) {rnd(ALNUM, 44)}")

    r.add("intercom_client_secret",
          f"Intercom app 'Acme Help Sidebar' OAuth: client_id {uid()} client_secret {uid()}",
          f"intercom client secret (for the canvas kit signature check) {uid()}")

    r.add("export_gpg_passphrase",
          f"passphrase for the GDPR export zips we send customers: {phrase(WORDS, 6, ' ')}",
          f"gpg passphrase (support-exports key) -> {phrase(WORDS, 5, '-')}{digits(2)}")

    r.add("okta_temp_password",
          f"{n()}'s temp Okta password for day one: {pw()} (forced change on first login)",
          f"okta reset for new starter, temp pw {rnd(ALNUM, 12)}")

    # second pass: more forms (chat pastes, lists, handover notes) for kinds above
    r.add("zendesk_admin_password",
          f"[10:42] {n()}: whats the zd owner pw again\n[10:43] me: {pw()}\n[10:43] {n()}: ta")
    r.add("support_inbox_password",
          f"handover for while I'm on leave:\n- rota is in the sheet\n- help@ inbox pw: {pw()}\n- escalate P1s to {n()}\n- don't touch the SLA policies pls")
    r.add("staging_impersonation_token",
          f"curl -H 'Authorization: Bearer imp_stg_{rnd(URLSAFE, 40)}' https://api.staging.acme.test/v1/impersonate?customer={cus_id()}")
    r.add("twilio_auth_token",
          f"twilio creds for the sms bot\n{twilio_sid('AC')}:{twilio_token()}")
    r.add("statuspage_api_key",
          f"curl -H \"Authorization: OAuth {hexs(32)}\" https://api.statuspage.io/v1/pages/{rnd(LOWER + DIGITS, 12)}/incidents")
    r.add("laptop_filevault_recovery_key",
          f"IT sent the recovery key for {n()}'s MacBook (she's locked out): {filevault_key()}")
    r.add("onepassword_master_password",
          f"if I get hit by a bus: 1Password master password is\n{phrase(WORDS, 4, '.')}.{digits(3)}\nand the secret key is in the emergency kit in the safe")
    r.add("test_customer_password",
          f"staging test users\n  demo-free@acme.example  {pw()}\n  demo-pro@acme.example   {pw()}\n  demo-ent@acme.example   {pw()}")
    r.add("zendesk_2fa_backup_codes",
          "recovery codes for the zendesk sandbox owner:\n" + "\n".join(f"{hexs(5)}-{hexs(5)}" for _ in range(5)))
    r.add("slack_bot_token",
          f"the escalation bot token, Slack regenerated it after the reinstall: {slack_bot()}")
    r.add("jira_api_token",
          f"curl -u roisin@acme.example:{atlassian_token()} https://acme.atlassian.net/rest/api/3/issue/SUP-{digits(4, True)}")
    r.add("sentry_auth_token",
          f"sentry-cli login token {sentry_user_token()} (for pulling the event json customers reference)")
    r.add("stripe_restricted_key",
          f"STRIPE_KEY={stripe_rk()}\n# restricted: charges read, refunds write, customers read")
    r.add("sendgrid_api_key",
          f"{n()} set up a new sendgrid key for the NPS emails {sendgrid_key()}, old one deleted")
    r.add("postmark_server_token",
          f"postmark api token for the status notifications server\n{uid()}")
    r.add("metabase_login",
          f"Metabase: https://metabase.acme.internal  user support-bi  pw {pw()}\nthe 'Tickets by plan' dashboard is #{digits(2, True)}")
    r.add("ssh_private_key",
          f"Key for sftp uploads from enterprise customers (sftp.acme.internal, user support):\n{openssh_private()}")
    r.add("alarm_code",
          f"Alarm panel by the kitchen - code {door()}, if it beeps you have 30s")
    r.add("voicemail_pin",
          f"voicemail pin for the old support landline is {digits(4)}, never changed it sorry")
    r.add("aws_access_key",
          f"aws configure --profile support-uploads\nAccess key: {aws_key_id()}\nSecret: {aws_secret()}")
    r.add("openai_api_key",
          f"new openai key since the old one hit the limit -> {openai_project_key()}")
    r.add("pagerduty_key",
          f"Events API v2 routing key for support P1 escalations {hexs(32)}")
    r.add("intercom_access_token",
          f"Authorization: Bearer {intercom_token()}\nIntercom-Version: 2.11")
    r.add("okta_temp_password",
          f"okta temp pw for {n()} (locked out after holidays): {pw()}")
    r.add("export_gpg_passphrase",
          f"gpg --batch --passphrase '{phrase(WORDS, 5, ' ')}' -c export_{ticket()}.zip")

    return r


def lookalikes() -> Rows:
    r = Rows()
    n = lambda: pick(*NAMES)  # noqa: E731

    r.add("zendesk_ticket_ref",
          f"follow up on #{ticket()} tomorrow, customer is giving out about the billing again",
          f"Tickets to merge: {ticket()}, {ticket()}, {ticket()} (all the same SSO outage)",
          f"https://acme.zendesk.com/agent/tickets/{ticket()} - good example for the training deck",
          f"ZD-{ticket()} escalated to eng, waiting on {n()}")

    r.add("intercom_conversation_ref",
          f"intercom convo {convo()} - lovely customer, send swag",
          f"https://app.intercom.com/a/inbox/{rnd(LOWER + DIGITS, 8)}/inbox/conversation/{convo()}",
          f"conversation_id: {convo()}  (the one where yer man pasted a whole stack trace)")

    r.add("customer_id_ref",
          f"customer {cus_id()} asked for a refund on the annual plan, finance approved",
          f"Stripe customer {cus_id()} has two subscriptions by mistake, cancel sub_{rnd(ALNUM, 24)}",
          f"VIP list: {cus_id()}, {cus_id()}, {cus_id()}")

    r.add("workspace_id_ref",
          f"workspace {ws_id()} hitting the 10k seat limit, sales notified",
          f"Workspace IDs for the beta:\n{ws_id()}\n{ws_id()}\n{ws_id()}",
          f"ws id is {ws_id()} (org 'Kilkenny Compute'), migrate to EU region next week")

    r.add("api_request_id_ref",
          f"customer pasted request id {req_id()} - 502 from the gateway at 14:03",
          f"Request-Id: {req_id()}\nX-Acme-Request-Id: {uid()}",
          f"req ids from the ticket: {req_id()} {req_id()} {req_id()}, all rate limited")

    r.add("masked_api_key_display",
          f"dashboard shows their key as sk_live_...{rnd(ALNUM, 4)} so it's the new one, not the revoked one",
          f"customer says key ending ****{digits(4)} stopped working at midnight UTC",
          f"API keys page: sk_live_••••••••{rnd(ALNUM, 4)} (created 3 Oct), sk_test_••••••••{rnd(ALNUM, 4)}",
          f"masked token in the audit log: acme_pat_{'*' * 12}{rnd(ALNUM, 4)}")

    r.add("masked_card_last4",
          f"card on file ****{digits(4)} exp {card_expiry()}, payment failed x3",
          f"Visa ending {digits(4)} - customer wants invoices to go to ap@ their domain")

    r.add("error_code_ref",
          f"error ACME-{digits(4, True)} = webhook endpoint returned non-2xx, macro 'Webhook failing' covers it",
          f"They're getting E_TOKEN_EXPIRED ({digits(3, True)}) and ERR_SCOPE_MISSING, both expected after key rotation",
          f"HTTP 429 code rate_limit_exceeded, retry-after {secrets.randbelow(50) + 10}s")

    r.add("trace_id_ref",
          f"trace id {trace()} - send to eng in #api-incidents",
          f"traceparent: 00-{trace()}-{hexs(16)}-01",
          f"Datadog trace {trace()}, span {hexs(16)}")

    r.add("webhook_delivery_id",
          f"webhook delivery {uid()} failed 5 times, endpoint down on their side",
          f"X-Acme-Delivery: whd_{rnd(ALNUM, 24)}\ncustomer wants it redelivered",
          f"Redeliver these deliveries pls: whd_{rnd(ALNUM, 24)}, whd_{rnd(ALNUM, 24)}")

    r.add("webhook_signature_sample",
          f"customer's signature check failing; header they got was X-Acme-Signature: t={epoch()},v1={hexs(64)} - it's the clock skew again",
          f"X-Hub-Signature-256: sha256={hexs(64)} (from the ticket, just the computed sig, no secret)")

    r.add("order_number_ref",
          f"swag order #ACME-{digits(5, True)} for the Cork meetup",
          f"Order {digits(3, True)}-{digits(7)}-{digits(7)} (Amazon, headsets for the team)",
          f"order no. SO-{digits(6, True)} - 12 hoodies, medium mostly")

    r.add("invoice_number_ref",
          f"invoice INV-{digits(4)}-{digits(5)} is wrong, shows USD not EUR",
          f"stripe invoice in_{rnd(ALNUM, 24)} voided and reissued",
          f"Invoice number {rnd(UPPER + DIGITS, 8)}-{digits(4)}, customer needs PO on it")

    r.add("leaked_key_rotation_note",
          f"customer pasted their live API key in ticket #{ticket()}, redacted it from the ticket + told them to rotate. they did, confirmed {n()}",
          "Macro 'Key exposed': thanks for reaching out, we noticed an API key in your message. We've removed it - please revoke it in Settings > API keys and create a new one.",
          f"yer man posted his token in a public GitHub issue, secret scanning caught it, key auto-revoked, ticket {ticket()}")

    r.add("macro_name_ref",
          "macros to tidy: 'Billing :: Refund approved', 'API :: Rotate key', 'SSO :: SAML cert expired'",
          f"macro id {digits(12, True)} = 'Password reset link (no 2FA)'",
          "use the 'Token expired - regenerate' macro not the old one, it has the wrong docs link")

    r.add("sla_policy_ref",
          f"SLA policy {digits(12, True)} (Enterprise P1, 1h first reply)",
          f"sla_policy_id: {digits(11, True)}\ntitle: Pro - 8 business hours",
          "SLA breach on the Growth plan ones again, policy SLA-GRW-02 needs a look")

    r.add("statuspage_component_ref",
          f"status page components: API {rnd(LOWER + DIGITS, 12)}, Dashboard {rnd(LOWER + DIGITS, 12)}, Webhooks {rnd(LOWER + DIGITS, 12)}",
          f"component_id={rnd(LOWER + DIGITS, 12)} -> 'EU Region'",
          f"page id for status.acme.example is {rnd(LOWER + DIGITS, 12)}, it's in the public widget anyway")

    r.add("statuspage_incident_ref",
          f"incident {rnd(LOWER + DIGITS, 12)} resolved 16:40, postmortem owed",
          f"https://status.acme.example/incidents/{rnd(LOWER + DIGITS, 12)}")

    r.add("support_phone_numbers",
          f"SMS support line: {ie_landline()}, US number +1 415 555 {digits(4)}",
          f"{n()} mobile {ie_mobile()} (on call this weekend)",
          f"Twilio number for SMS support {ie_landline()} - messaging service MG{hexs(32)}")

    r.add("twilio_message_sid",
          f"SMS to the customer didn't arrive, message SID SM{hexs(32)} status undelivered (30003)",
          f"Twilio msg SM{hexs(32)} delivered, SM{hexs(32)} failed")

    r.add("intercom_app_id_public",
          f"Intercom app id for the widget snippet: {rnd(LOWER + DIGITS, 8)} (public, it's in the page source)",
          f"window.intercomSettings = {{ app_id: \"{rnd(LOWER + DIGITS, 8)}\" }};",
          f"workspace id {rnd(LOWER + DIGITS, 8)} is the test Intercom workspace, the prod one is different")

    r.add("stripe_publishable_key",
          f"publishable key for the pricing page checkout {stripe_pk()} - fine to share with frontend",
          f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}")

    r.add("password_policy_talk",
          "reminder: zendesk agent passwords min 14 chars, no reuse of the last 5, SSO enforced from Jan",
          "password for the shared inbox was rotated on Monday, new one is in 1Password (Support vault). don't write it anywhere else!!",
          "told the customer we never ask for their password or API key over email. classic phishing one")

    r.add("vault_reference",
          "zendesk token lives at op://Support/Zendesk API/credential - the script reads it from there",
          "Twilio auth token: see 1Password > Support > 'Twilio SMS line'. Don't paste it in Slack",
          "vault kv path secret/support/intercom (field: token). ask platform for read access")

    r.add("env_var_reference",
          "the triage bot needs ZENDESK_API_TOKEN, INTERCOM_TOKEN and SLACK_BOT_TOKEN set, all from the secret manager",
          "export ZENDESK_API_TOKEN=\"$(op read op://Support/Zendesk/token)\"",
          "STATUSPAGE_API_KEY is missing in the staging env, that's why the bot failed")

    r.add("commit_sha_ref",
          f"fix for the CSV export bug is in {hexs(40)}, deployed yesterday",
          f"customer on SDK commit {hexs(7)}, tell them to upgrade",
          f"git revert {hexs(40)} -- broke the webhooks retry")

    r.add("image_digest_ref",
          f"self-hosted customer running acme/agent@sha256:{hexs(64)}, that's 3.2.1",
          f"digest of the broken image: sha256:{hexs(64)}")

    r.add("version_string_ref",
          f"customer on CLI v{secrets.randbelow(4) + 2}.{secrets.randbelow(20)}.{secrets.randbelow(10)}, bug fixed in {secrets.randbelow(4) + 6}.0.0",
          f"acme-python {secrets.randbelow(3) + 1}.{secrets.randbelow(30)}.{secrets.randbelow(9)}rc{secrets.randbelow(3) + 1}, node SDK {secrets.randbelow(5) + 1}.{secrets.randbelow(12)}.0-beta.{secrets.randbelow(9)}")

    r.add("ip_and_host_ref",
          f"customer allowlist needs our egress IPs 203.0.113.{secrets.randbelow(250)} and 198.51.100.{secrets.randbelow(250)}",
          f"their webhook endpoint hooks.customer-{rnd(LOWER, 5)}.example resolves to 192.0.2.{secrets.randbelow(250)}",
          "support-tools.acme.internal is down, ping platform")

    r.add("aws_arn_ref",
          f"customer's role ARN for the S3 export: arn:aws:iam::{aws_account()}:role/AcmeExportRole",
          f"arn:aws:s3:::acme-support-uploads/tickets/{ticket()}/ - logs from the customer")

    r.add("uuid_ref",
          f"correlation id {uid()} for the failed SSO login",
          f"Idempotency-Key: {uid()} (customer retried, duplicate charge avoided)",
          f"job {uid()} stuck in 'queued' since Tuesday")

    r.add("sentry_event_ref",
          f"sentry event {hexs(32)} matches the customer's crash",
          f"Sentry issue ACME-API-{rnd(UPPER + DIGITS, 3)} linked to ticket {ticket()}")

    r.add("sentry_dsn_public",
          f"Sentry DSN for the widget (public, goes in the browser bundle): https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}")

    r.add("ssh_key_fingerprint",
          f"customer's deploy key fingerprint SHA256:{rnd(ALNUM + '+/', 43)} - matches what they added",
          f"ED25519 key fingerprint is SHA256:{rnd(ALNUM + '+/', 43)}. Are you sure you want to continue connecting?")

    r.add("ssh_public_key",
          f"my public key for the jump box request:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} roisin@support-laptop",
          f"authorized_keys line for {n()}: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} {n().lower()}@acme")

    r.add("coupon_code_ref",
          f"sorry-voucher for the outage: SORRY{digits(2)}-{rnd(UPPER + DIGITS, 6)} (20% off 3 months)",
          f"promo code DEVCONF{digits(2)} for the Dublin meetup folks",
          f"coupon id {rnd(ALNUM, 8)} in stripe = 'Support goodwill 1 month'")

    r.add("tracking_number_ref",
          f"hoodies shipped, An Post tracking {rnd(UPPER, 2)}{digits(9)}IE",
          f"DHL {digits(10, True)} - headsets for the new starters",
          f"UPS 1Z{rnd(UPPER + DIGITS, 16)} (returned laptop)")

    r.add("eircode_address",
          f"office: Acme, 3rd floor, Grand Canal Sq, Dublin 2, {eircode()}",
          f"send the card to {n()} at {eircode()}")

    r.add("business_iban_invoice",
          f"on our invoices: IBAN {iban('IE', 'AIBK' + digits(6) + digits(8))}, BIC AIBKIE2D - customers keep asking",
          f"bank details for wire transfers (public, on the invoice template): {iban('IE', 'BOFI' + digits(14))}")

    r.add("vat_number_ref",
          f"our VAT no. IE{digits(7)}{pick(*UPPER)}{pick('H', 'W', '')} - customer needs it for reverse charge",
          f"customer VAT ID DE{digits(9)} validated on VIES")

    r.add("licence_plate_ref",
          f"parking for the offsite: my reg {plate()}, {n()}'s {plate()}",
          f"courier van {plate()} blocking the loading bay again")

    r.add("asset_serial_ref",
          f"support laptop serial {rnd(UPPER + DIGITS, 7)}, asset tag SUP-{digits(2)}, warranty till 2027",
          f"MacBook serial C02{rnd(UPPER + DIGITS, 9)} going back to IT",
          f"headset S/N {rnd(UPPER + DIGITS, 12)}")

    r.add("mac_address_ref",
          f"laptop wifi MAC {mac()} - IT needs it for the staff network allowlist",
          f"desk phone MAC {mac('-', True)}")

    r.add("twofa_reset_procedure",
          "2FA reset requests: verify via the account email + last 4 of the card, then send the reset link. never read out a code over the phone",
          f"customer {cus_id()} lost their authenticator, recovery codes too - went through identity check, 2FA reset done",
          "the SMS code is 6 digits and expires after 10 min, customers keep pasting old ones")

    r.add("pin_or_code_mention",
          f"door code changed again, ask {n()} at reception - don't put it in Slack",
          "alarm code is on the card in the key safe, not writing it here",
          "voicemail pin reset by Twilio support, new one set by on-call, it's in 1Password")

    r.add("jira_issue_key",
          f"bug filed: SUP-{digits(4, True)}, eng says ENG-{digits(5, True)} dupes it",
          f"linked Jira: API-{digits(3, True)}, API-{digits(3, True)}")

    r.add("zendesk_view_trigger_id",
          f"view {digits(12, True)} = 'Unassigned P1s', trigger {digits(12, True)} posts to slack",
          f"group_id {digits(14, True)} (Tier 2), brand_id {digits(12, True)}")

    r.add("intercom_admin_team_id",
          f"intercom admin id for {n()} is {digits(7, True)}, team 'Billing' {digits(7, True)}",
          f"assignee_id: {digits(7, True)}")

    r.add("launchdarkly_client_id",
          f"client-side ID for the help-widget flag (public by design): {hexs(24)}",
          f"feature flag 'new-support-widget' on for workspace {ws_id()}, LD client id {hexs(24)}")

    r.add("recaptcha_site_key",
          f"recaptcha site key on the contact form 6L{rnd(URLSAFE, 38)} (the site key, secret stays server side)")

    r.add("algolia_search_only_key",
          f"docs search: Algolia app {rnd(UPPER + DIGITS, 10)}, search-only API key {hexs(32)} - public, it's in docsearch config")

    r.add("analytics_measurement_id",
          f"GA4 measurement id for the help centre G-{rnd(UPPER + DIGITS, 10)}",
          f"hotjar site id {digits(7, True)} on help.acme.example")

    r.add("stripe_object_ids",
          f"refund re_{rnd(ALNUM, 24)} for charge ch_{rnd(ALNUM, 24)}",
          f"price_{rnd(ALNUM, 24)} is the old Pro monthly, customers on it are grandfathered",
          f"payment intent pi_{rnd(ALNUM, 24)} requires_action (3DS)")

    r.add("cloudflare_ray_id",
          f"customer got a 520, Ray ID: {hexs(16)}-DUB",
          f"cf-ray {hexs(16)}-LHR on the failed upload")

    r.add("file_checksum_ref",
          f"sha256 of the GDPR export zip sent to the customer: {hexs(64)}",
          f"md5 {hexs(32)} matches what they downloaded")

    r.add("booking_reference",
          f"offsite in Galway, hotel booking ref {rnd(UPPER + DIGITS, 8)}, train confirmation {rnd(UPPER + DIGITS, 6)}",
          f"Aer Lingus PNR {rnd(UPPER, 6)} for the SF trip")

    r.add("revoked_token_mention",
          f"old zendesk token (created {pick('Jan', 'Mar', 'Jun')}) revoked, last used 3 days ago from 198.51.100.{secrets.randbelow(250)}",
          f"token id tok_{rnd(LOWER + DIGITS, 10)} deleted in Intercom developer hub (the id, not the token itself)",
          "Twilio auth token rotated by eng, secondary token promoted, the old one is dead now")

    r.add("api_key_format_talk",
          "customer asked what our keys look like: live ones start sk_live_, test sk_test_, then 24+ chars. told them never to commit them",
          "PATs are 40 chars, shown once on creation - if they lost it they need a new one, we can't retrieve it")

    r.add("oauth_client_id_public",
          f"Intercom OAuth client id for the sidebar app {uid()} - the secret is in 1Password",
          f"Zendesk OAuth client unique identifier: acme_triage_{rnd(LOWER, 4)}")

    r.add("okta_app_ids",
          f"Okta app {'0oa' + rnd(ALNUM, 17)} is the Zendesk SAML app, group {'00g' + rnd(ALNUM, 17)}")

    r.add("sentry_dsn_public",
          f"SENTRY_DSN=https://{hexs(32)}@o{digits(6, True)}.ingest.sentry.io/{digits(7, True)}  # frontend, not a secret per sentry docs")
    r.add("recaptcha_site_key",
          f"data-sitekey=\"6L{rnd(URLSAFE, 38)}\" on help.acme.example/contact - public, the secret key is in the vault")
    r.add("algolia_search_only_key",
          f"docsearch config: appId {rnd(UPPER + DIGITS, 10)}, apiKey {hexs(32)} (search-only, safe in the browser), indexName acme_docs")
    r.add("okta_app_ids",
          f"Zendesk SSO: Okta app id {'0oa' + rnd(ALNUM, 17)}, the SAML cert fingerprint is {':'.join(hexs(2).upper() for _ in range(20))}")

    return r


def main() -> None:
    write_corpora("make_heldout180.py", [
        ("heldout180_credentials.yaml", credentials(), "batch 180 (Dublin dev-tools SaaS support team lead), written blind; every value synthetic"),
        ("heldout180_lookalikes.yaml", lookalikes(), "batch 180 look-alikes: ticket, request, trace and masked-key ids from a support desk, written blind"),
    ])


if __name__ == "__main__":
    main()
