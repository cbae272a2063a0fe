# ruff: noqa: E501
"""Writes heldout358_credentials.yaml and heldout358_lookalikes.yaml: held-out batch 358.

Persona: the manager of a university neuroscience lab in Pittsburgh who writes American
English notes for the lab wiki and for herself, terse, with some Pittsburghese and typos.
She keeps REDCap and IRB portal logins, the confocal and imaging workstation accounts, AWS
keys and the compute cluster, Slack and Zoom admin, the -80 freezer alarm and door codes,
vendor portals (Thermo, Fisher), the shared lab Gmail, and the lab's Qualtrics and Prolific
API tokens; and many look-alikes: IRB study numbers, REDCap project and record ids,
Qualtrics and Prolific ids, order, quote, catalog, lot and tracking numbers, grant and cost
center numbers, serials, checksums, commit ids, public keys, masked card digits, used
one-time codes and references to where a secret is kept.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

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
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    bitlocker_key,
    digits,
    dockerhub_token,
    github_token,
    google_client_id,
    google_client_secret,
    groups,
    hexs,
    mac,
    openssh_private,
    orcid,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recaptcha_site_key,
    rnd,
    s10,
    sendgrid_key,
    slack_webhook,
    ssh_pub,
    twilio_sid,
    write_corpora,
)

WORDS = [
    "pierogi", "incline", "steelers", "yinzer", "gumband", "redd-up", "monongahela", "allegheny",
    "hoagie", "jagoff", "parkway", "tunnel", "cathedral", "sprinkles", "dendrite", "axon",
    "confocal", "pipette", "dryice", "hippocampus", "neuron", "slippy", "primanti", "heinz",
]

WEAK = ("1234", "0000", "1111", "2580", "1212", "4321")


def redcap_token() -> str:
    return rnd("0123456789ABCDEF", 32)


def qualtrics_token() -> str:
    return rnd(ALNUM, 40)


def prolific_token() -> str:
    return rnd(URLSAFE, 86)


def slack_bot() -> str:
    return f"xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}"


def zoom_client_id() -> str:
    return rnd(ALNUM + "_", 22)


def zoom_secret() -> str:
    return rnd(ALNUM, 32)


def totp_seed(spaced: bool = False) -> str:
    seed = rnd(BASE32, 32)
    return groups(seed.lower(), 4) if spaced else seed


def google_backup_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def duo_bypass() -> str:
    return digits(9, lead=True)


def jupyter_token() -> str:
    return hexs(32)


def phpsessid() -> str:
    return rnd(LOWER[:22] + DIGITS, 26)


def twilio_token() -> str:
    return hexs(32)


def dial_combo() -> str:
    return "-".join(str(secrets.randbelow(99) + 1) for _ in range(3))


def passphrase(n: int = 4, sep: str = "-") -> str:
    return phrase(WORDS, n, sep)


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS).capitalize()}{digits(3)}!",
        rnd(ALNUM, 16),
        passphrase(3, "."),
    )


def human_pw() -> str:
    return pick(
        pw(),
        f"{secrets.choice(WORDS).capitalize()}{digits(2)}{secrets.choice('!#$%&*?')}{secrets.choice(WORDS)}",
        rnd(ALNUM + "!#$%*+-?", 14),
    )


def rsa_private() -> str:
    return pem("RSA PRIVATE KEY", 8)


# Look-alike helpers.

def study_number() -> str:
    return f"STUDY{pick('19', '20', '21', '22', '23', '24')}{digits(6)}"


def prolific_id() -> str:
    return rnd(HEX, 24)


def qualtrics_survey() -> str:
    return "SV_" + rnd(ALNUM, 15)


def qualtrics_response() -> str:
    return "R_" + rnd(ALNUM, 15)


def ups() -> str:
    return "1Z" + rnd(UPPER + DIGITS, 6) + digits(10)


def fedex() -> str:
    return digits(12, lead=True)


def sha1() -> str:
    return hexs(40)


def fingerprint() -> str:
    return "SHA256:" + rnd(ALNUM + "+/", 43)


def gpg_fp() -> str:
    return groups(rnd("0123456789ABCDEF", 40), 4)


def phone() -> str:
    return f"({pick('412', '724', '878')}) {digits(3, lead=True)}-{digits(4)}"


def grant() -> str:
    return f"{pick('R01', 'R21', 'K99', 'F31', 'R56')} {pick('MH', 'NS', 'DA', 'AG', 'EY')}{digits(6, lead=True)}"


def zoom_meeting() -> str:
    d = digits(pick(10, 11), lead=True)
    return f"{d[:3]} {d[3:7]} {d[7:]}"


def slack_channel() -> str:
    return "C0" + rnd(UPPER + DIGITS, pick(8, 9))


def slack_user() -> str:
    return "U0" + rnd(UPPER + DIGITS, pick(8, 9))


def ip_internal() -> str:
    return f"10.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 1}.{secrets.randbelow(250) + 1}"


def doi() -> str:
    return f"10.{pick('1016', '1038', '1523', '7554', '1101')}/{pick('j.neuron.', 'nn', 'JNEUROSCI.', 'eLife.', '')}{digits(4)}.{digits(pick(4, 5))}"


def pmid() -> str:
    return digits(8, lead=True)


def cost_center() -> str:
    return f"{digits(2)}-{digits(5)}-{digits(4)}-{digits(5)}"


def money() -> str:
    return f"${secrets.randbelow(9000) + 100:,}.{digits(2)}"


def date() -> str:
    return f"{secrets.randbelow(12) + 1}/{secrets.randbelow(28) + 1}/{pick('24', '25', '26')}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "redcap_api_token",
        f"REDCap API token (PID 4127, sleep study, export rights only): {redcap_token()}",
        f"curl -X POST https://redcap.acme-health.example/api/ -d token={redcap_token()} -d content=record -d format=csv",
        f"redcap tok for the nightly pull script\n{redcap_token()}",
        f"```python\nproj = redcap.Project('https://redcap.acme-health.example/api/', '{redcap_token()}')\n```",
        f"new REDCap token after the re-issue (old one revoked 3/4) -> {redcap_token()}  dont paste in slack pls",
    )

    r.add(
        "redcap_login_password",
        f"REDCap login for the study coordinator acct: rc_coord / {human_pw()}",
        f"redcap pw (mine, changed in Jan) {human_pw()}",
        f"REDCap shared acct for the RA's\nuser: neurolab_ra\npass: {human_pw()}\nremind them not to change it!!",
        f"redcap.acme-health.example — login kel.m, password is {human_pw()}",
        f"REDCap (the test server, redcap-dev.acme.internal) admin pw {human_pw()} same as prod?? no - different, this one",
    )

    r.add(
        "irb_portal_password",
        f"IRB portal (PittPRO-ish thing) login: mgr_neurolab  pw {human_pw()}",
        f"irb site password reset again ugh. new one: {human_pw()}",
        f"IRB submission acct\n  user: kmorrow\n  pwd: {human_pw()}\n  (PI has her own, this is mine)",
        f"password for irb.acme-health.example = {human_pw()} — expires every 90 days",
        f"IRB pw\n{human_pw()}",
    )

    r.add(
        "qualtrics_api_token",
        f"Qualtrics API token (lab brand, datacenter iad1): {qualtrics_token()}",
        f"curl -H 'X-API-TOKEN: {qualtrics_token()}' https://acme.qualtrics.example/API/v3/surveys",
        f"qualtrics tok {qualtrics_token()} - regenerated after the RA left, update the R script",
        f"QUALTRICS_API_TOKEN={qualtrics_token()}\nQUALTRICS_BASE_URL=acme.qualtrics.example",
        f"qualtRics::qualtrics_api_credentials(api_key = \"{qualtrics_token()}\", base_url = \"acme.qualtrics.example\")",
    )

    r.add(
        "prolific_api_token",
        f"Prolific API token (lab workspace) {prolific_token()}",
        f"curl -H \"Authorization: Token {prolific_token()}\" https://api.prolific.example/api/v1/studies/",
        f"prolific token - the one w/ write access for creating studies:\n{prolific_token()}",
        f"export PROLIFIC_TOKEN='{prolific_token()}'",
        f"{{\n  \"prolific\": {{\n    \"token\": \"{prolific_token()}\",\n    \"workspace\": \"neuro-lab\"\n  }}\n}}",
    )

    r.add(
        "aws_access_key_pair",
        f"AWS keys for the imaging bucket uploader (IAM user img-sync):\nAKID {aws_key_id()}\nsecret {aws_secret()}",
        f"[lab]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = us-east-2",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 sync /data/confocal s3://acme-neurolab-raw/",
        f"aws creds for the grad students (read only on raw bucket) {aws_key_id()} / {aws_secret()}",
        f"new access key pair after rotation, delete the old one Fri: id={aws_key_id()} sk={aws_secret()}",
    )

    r.add(
        "cluster_ssh_private_key",
        f"lab service acct key for the cluster (id_ed25519, goes in ~/.ssh of the analysis box):\n{openssh_private()}",
        f"ssh key for the rsync job to hpc.acme.internal\n{openssh_private()}",
        f"pasting the deploy key here so I dont lose it again\n{openssh_private()}",
        f"~/.ssh/neurolab_hpc\n{openssh_private()}",
    )

    r.add(
        "cluster_login_password",
        f"HPC login (h2p.acme.internal) kmorrow pw {human_pw()}",
        f"cluster acct for the lab (shared, slurm account neurolab): user nlab-svc password {human_pw()}",
        f"ssh nlab-svc@login.hpc.acme.internal\npassword: {human_pw()}",
        f"cluster pw changed 2/12 -> {human_pw()}",
        f"| system | user | password |\n|---|---|---|\n| HPC login | nlab-svc | {human_pw()} |",
    )

    r.add(
        "slack_bot_token",
        f"freezer alert bot slack token: {slack_bot()}",
        f"SLACK_BOT_TOKEN={slack_bot()}  # posts to #lab-alerts",
        f"token for the 'Scope Scheduler' slack app\n{slack_bot()}",
        f"slack:\n  token: {slack_bot()}\n  channel: \"#freezer-alarms\"",
        f"bot token (xoxb) from the app page, reinstalled after scope change -> {slack_bot()}",
    )

    r.add(
        "slack_incoming_webhook",
        f"webhook for #freezer-alarms: {slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"-80 #2 temp high\"}}' {slack_webhook()}",
        f"slack incoming webhook (rig booking reminders)\n{slack_webhook()}",
        f"SLACK_WEBHOOK_URL=\"{slack_webhook()}\"",
        f"the sensaphone forwards to this slack hook, dont share it {slack_webhook()}",
    )

    r.add(
        "zoom_oauth_client_secret",
        f"Zoom server-to-server app (lab meeting recorder)\naccount id {zoom_client_id()}\nclient id {zoom_client_id()}\nclient secret {zoom_secret()}",
        f"ZOOM_CLIENT_SECRET={zoom_secret()}",
        f"zoom s2s oauth secret for the transcript pull: {zoom_secret()}",
        f"zoom:\n  client_id: {zoom_client_id()}\n  client_secret: {zoom_secret()}",
    )

    r.add(
        "zoom_admin_password",
        f"Zoom admin (lab licensed acct, neurolab@acme.example) pw: {human_pw()}",
        f"zoom admin login password {human_pw()} - only me + PI",
        f"zoom acct pwd reset 10/3, now {human_pw()}",
        f"Zoom\n  login: neurolab@acme.example\n  pass {human_pw()}",
    )

    r.add(
        "freezer_alarm_code",
        f"-80 freezer alarm disarm code: {pin(4, WEAK)}",
        f"Sensaphone dial-in PIN to ack an alarm {pin(6, WEAK)} (press # after)",
        f"freezer #3 (Thermo TSX) alarm panel code {pin(4, WEAK)} - don't tell the undergrads",
        f"if the -80 alarm goes off at night: call in, enter {pin(5, WEAK)}, then it stops paging me",
        f"alarm mute code for the LN2 dewar monitor\n{pin(4, WEAK)}",
    )

    r.add(
        "lab_door_code",
        f"door code for 1123 (behavior rooms) is {pin(4, WEAK)}#",
        f"new keypad code on the surgery suite door {pin(5, WEAK)} starting Monday",
        f"lab door combo changed, its {pin(4, WEAK)} now. tell the rotating student",
        f"Door codes\n- main lab: {pin(4, WEAK)}\n(old one dont work anymore)",
        f"vivarium anteroom keypad {pin(6, WEAK)}* — facilities resets it every semester",
    )

    r.add(
        "vendor_portal_password",
        f"Thermo Fisher web acct (orders@ shared login) pw {human_pw()}",
        f"fisher sci portal: neurolab.orders / {human_pw()}",
        f"Thermo login\nemail: neurolab@acme.example\npassword: {human_pw()}\n(the punchout one is different)",
        f"vwr pw {human_pw()} since the reset in march",
        f"Fisher password changed 9/9 - {human_pw()}",
        f"| vendor | login | pw |\n|---|---|---|\n| Sigma | neurolab | {human_pw()} |",
    )

    r.add(
        "gmail_app_password",
        f"app password for the lab gmail (used by the sensaphone to send email): {app_password()}",
        f"shared gmail app pw for Thunderbird on the front desk PC\n{app_password()}",
        f"SMTP_PASSWORD=\"{app_password()}\"  # neurolab.acme@gmail.example app password",
        f"google app password (name: 'scope-pc-mail') {app_password()}",
        f"smtp:\n  host: smtp.gmail.example\n  user: neurolab.acme@gmail.example\n  pass: {app_password().replace(' ', '')}",
    )

    r.add(
        "google_backup_codes",
        f"Backup codes for the shared lab Gmail (keep in binder too):\n{google_backup_codes()}",
        f"gmail 2fa backup codes - cross off when used\n{google_backup_codes(8)}",
        f"lab google acct backup codes, printed 2/2:\n{google_backup_codes()}",
        f"neurolab.acme backup codes {' / '.join(f'{digits(4)} {digits(4)}' for _ in range(5))}",
    )

    r.add(
        "imaging_workstation_login",
        f"Confocal PC (Zeiss LSM) local admin: .\\zeissadmin  pw {human_pw()}",
        f"2P rig workstation login - user 'imaging' pass {human_pw()}",
        f"the Nikon PC password is {human_pw()} (do NOT let ppl install stuff)",
        f"Imaging workstation\n  host: img-ws2.neuro.acme.internal\n  user: labuser\n  pw: {human_pw()}",
        f"slide scanner pc acct pw -> {human_pw()}",
    )

    r.add(
        "wifi_passphrase",
        f"guest wifi for visiting speakers: NeuroLab-Guest / {wifi_key()}",
        f"wifi in the behavior room (the little netgear) pw {wifi_key()}",
        f"SSID: neurolab-iot\nWPA2 key: {wifi_key()}",
        f"the rig router wifi key is {wifi_key()}",
        f"wifi for the mock scanner room: network MockMRI pass {wifi_key()} (hidden SSID)",
    )

    r.add(
        "totp_secret",
        f"TOTP seed for the shared AWS root MFA (so I can add it to a 2nd phone): {totp_seed()}",
        f"otpauth://totp/Neurolab:root@acme.example?secret={totp_seed()}&issuer=AWS",
        f"authenticator setup key for lab gmail\n{totp_seed(spaced=True)}",
        f"2FA secret key (Slack admin) - {totp_seed()}",
    )

    r.add(
        "database_url_with_password",
        f"DATABASE_URL=postgresql://neurolab:{rnd(ALNUM, 20)}@db.neuro.acme.internal:5432/behavior",
        f"mysql -h mice-db.acme.internal -u colony -p'{rnd(ALNUM, 16)}' colony_mgmt",
        f"colony db conn string\npostgres://colony_app:{rnd(ALNUM, 24)}@pg01.acme.internal/colony",
        f"```yaml\ndb:\n  url: mysql+pymysql://scheduler:{rnd(ALNUM, 18)}@sched.neuro.acme.internal:3306/rig_booking\n```",
        f"sqlalchemy engine for the ephys metadata db -> postgresql+psycopg2://ephys:{rnd(ALNUM, 22)}@ephys-db.acme.test/meta",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT for the lab org (repo scope, exp 90d): {github_token()}",
        f"git clone https://{github_token()}@github.acme.example/neurolab/suite2p-pipeline.git",
        f"gh token for the cluster so it can pull the pipeline\n{github_token()}",
        f"export GITHUB_TOKEN={github_token()}",
        f"github classic token (mine) {github_token()}  -- renew in june",
    )

    r.add(
        "google_oauth_client_secret",
        f"Google OAuth client for the booking calendar app\nclient_id {google_client_id()}\nclient_secret {google_client_secret()}",
        f"GOOGLE_CLIENT_SECRET={google_client_secret()}",
        f"oauth secret for the calendar sync: {google_client_secret()}",
        f"{{\"installed\":{{\"client_id\":\"{google_client_id()}\",\"client_secret\":\"{google_client_secret()}\",\"redirect_uris\":[\"http://localhost\"]}}}}",
    )

    r.add(
        "duo_bypass_code",
        f"Duo bypass codes from the help desk (phone died): {duo_bypass()}, {duo_bypass()}, {duo_bypass()}",
        f"duo bypass code {duo_bypass()} - good for 1 use",
        f"Duo bypass codes (for when I forget my phone at home)\n{duo_bypass()}\n{duo_bypass()}\n{duo_bypass()}\n{duo_bypass()}",
        f"help desk gave me a duo bypass: {duo_bypass()} expires in 7 days",
    )

    r.add(
        "redcap_session_cookie",
        f"REDCap PHPSESSID for the scraper (expires when I log out): {phpsessid()}",
        f"curl -b 'PHPSESSID={phpsessid()}' https://redcap.acme-health.example/redcap_v14.0.1/DataExport/index.php?pid=4127",
        f"Cookie: PHPSESSID={phpsessid()}; path=/",
        f"session cookie from my redcap login (for the export bug ticket, dont send it to them lol) {phpsessid()}",
    )

    r.add(
        "jupyterhub_api_token",
        f"JupyterHub API token (ondemand.acme.internal) {jupyter_token()}",
        f"jupyter server --ServerApp.token={jupyter_token()}",
        f"hub token for the nlab-svc user\nJUPYTERHUB_API_TOKEN={jupyter_token()}",
        f"http://img-ws2.neuro.acme.internal:8888/lab?token={jupyter_token()}",
    )

    r.add(
        "controlled_substance_safe_combo",
        f"DEA lockbox combo (ketamine, in the surgery room): {dial_combo()}",
        f"narc safe combination {dial_combo()} - only me, Dr. P and the vet tech know it",
        f"controlled substances cabinet\ncombo: {dial_combo()}\nlog every open in the binder",
        f"safe combo changed after the audit -> {dial_combo()}",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key for the 2P rig PC (asked for it after the BIOS update): {bitlocker_key()}",
        f"bitlocker key laptop LT-0442\n{bitlocker_key()}",
        f"recovery key for img-ws2, id 4A7C…\n{bitlocker_key()}",
        f"the encrypted behavior PC wants its key again: {bitlocker_key()}",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (SMS reminders to participants)\nAccount SID {twilio_sid()}\nAuth Token {twilio_token()}",
        f"TWILIO_AUTH_TOKEN={twilio_token()}",
        f"twilio auth token {twilio_token()} (account {twilio_sid()})",
        f"client = Client('{twilio_sid()}', '{twilio_token()}')",
    )

    r.add(
        "sendgrid_api_key",
        f"SendGrid key for the study newsletter: {sendgrid_key()}",
        f"export SENDGRID_API_KEY='{sendgrid_key()}'",
        f"sendgrid api key (full access, oops, should restrict) {sendgrid_key()}",
        f"mail:\n  provider: sendgrid\n  api_key: {sendgrid_key()}",
    )

    r.add(
        "dockerhub_access_token",
        f"docker hub token for neurolab org (push): {dockerhub_token()}",
        f"echo {dockerhub_token()} | docker login -u neurolab --password-stdin",
        f"DOCKERHUB_TOKEN={dockerhub_token()}",
        f"dockerhub PAT, read-only, for the cluster singularity pulls\n{dockerhub_token()}",
    )

    r.add(
        "tls_private_key",
        f"TLS key for scopes.neuro.acme.internal (booking site)\n{rsa_private()}",
        f"private key that goes with the omero cert:\n{rsa_private()}",
        f"/etc/ssl/private/omero.key\n{rsa_private()}",
        f"key for the wiki https cert, renew in Nov\n{rsa_private()}",
    )

    r.add(
        "password_manager_master",
        f"Bitwarden master pw for the lab org vault: {passphrase(5)}",
        f"lab 1pw vault master password\n{passphrase(4, ' ')}",
        f"master passphrase (shared vault) = {passphrase(5, '.')}",
        f"if I get hit by a bus: keepass db is on the NAS, password {passphrase(4)}{digits(2)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "irb_study_number",
        f"IRB approval for the sleep study: {study_number()} (exp 8/2026)",
        f"modification submitted under {study_number()}, waiting on the reviewer",
        f"put the IRB # on the consent footer: {study_number()}",
        f"continuing review due for {study_number()} and {study_number()}",
    )

    r.add(
        "redcap_project_record_ids",
        f"REDCap PID {digits(4, lead=True)} = sleep study, PID {digits(4, lead=True)} = fMRI screening",
        f"record_id {digits(3, lead=True)}-{digits(3)} flagged for missing visit 2",
        f"https://redcap.acme-health.example/redcap_v14.0.1/DataEntry/record_home.php?pid={digits(4, lead=True)}&id={digits(4, lead=True)}",
        f"redcap event ids: baseline_arm_1 = {digits(3, lead=True)}, followup_arm_1 = {digits(3, lead=True)}",
        f"participants {digits(4, lead=True)}, {digits(4, lead=True)} and {digits(4, lead=True)} need withdrawn in redcap",
    )

    r.add(
        "redcap_public_survey_link",
        f"public survey link for the flyer QR code: https://redcap.acme-health.example/surveys/?s={rnd(UPPER + DIGITS, 10)}",
        f"screener link (public, ok to post on the Craigslist ad) https://redcap.acme-health.example/surveys/?s={rnd(UPPER + DIGITS, 10)}",
        f"survey hash {rnd(UPPER + DIGITS, 10)} is the public screening survey, anyone can open it",
        f"tinyurl for the public eligibility survey -> https://tinyurl.example/{rnd(LOWER + DIGITS, 8)}",
    )

    r.add(
        "qualtrics_survey_response_ids",
        f"Qualtrics survey id {qualtrics_survey()} (mood questionnaire v3)",
        f"bad response to delete: {qualtrics_response()}",
        f"https://acme.qualtrics.example/jfe/form/{qualtrics_survey()}",
        f"surveys:\n  pre: {qualtrics_survey()}\n  post: {qualtrics_survey()}",
        f"duplicate responses {qualtrics_response()} and {qualtrics_response()} - same IP, drop the 2nd",
    )

    r.add(
        "prolific_study_participant_ids",
        f"Prolific study id {prolific_id()} — 200 places, $12/hr",
        f"reject submission from PID {prolific_id()} (failed both attention checks)",
        f"completion code for the study is {rnd(UPPER + DIGITS, 8)} (participants see it at the end anyway)",
        f"https://app.prolific.example/researcher/workspaces/studies/{prolific_id()}/submissions",
        f"bonus list:\n{prolific_id()},1.50\n{prolific_id()},1.50\n{prolific_id()},0.75",
    )

    r.add(
        "vendor_order_quote_numbers",
        f"Thermo order {digits(10, lead=True)} shipped, backordered items on {digits(10, lead=True)}",
        f"Fisher quote #{digits(8, lead=True)} for the new -80, good thru {date()}",
        f"PO {digits(10, lead=True)} sent to fisher for the pipette tips",
        f"invoice INV-{digits(7, lead=True)} from Thermo, paid {date()}",
        f"order conf # {rnd(UPPER + DIGITS, 10)} (Sigma, dry ice surcharge again ugh)",
    )

    r.add(
        "catalog_lot_numbers",
        f"Fisher cat# {pick('AB', 'FB', '50-')}{digits(6)} lot {digits(7, lead=True)}",
        f"antibody: anti-GFAP, RRID:AB_{digits(7, lead=True)}, lot {rnd(UPPER + DIGITS, 8)}",
        f"Thermo cat no. {pick('A', 'L', 'D')}{digits(5)} (Alexa 488 secondary), lot {digits(7, lead=True)} - this lot works, reorder same",
        f"DAPI cat {pick('D', 'P')}{digits(4)}  lot#{rnd(UPPER + DIGITS, 9)}  exp {date()}",
        f"media lot {digits(7, lead=True)} was contaminated, return it under RMA {digits(8, lead=True)}",
    )

    r.add(
        "shipment_tracking_numbers",
        f"UPS tracking for the dry ice shipment: {ups()}",
        f"fedex {fedex()} — mice from Jax arriving tues AM",
        f"tracking # {ups()} (antibodies, needs put in the 4C right away)",
        f"samples to the collaborator in Germany, intl tracking {s10('RR', 'US')}",
        f"returned the broken objective, fedex tracking {fedex()}",
    )

    r.add(
        "aws_account_ids_arns",
        f"AWS account id for the lab: {aws_account()}",
        f"arn:aws:s3:::acme-neurolab-raw  (account {aws_account()})",
        f"role to assume: arn:aws:iam::{aws_account()}:role/img-sync-readonly",
        f"billing: linked acct {aws_account()} under the dept payer",
        f"aws sso start url https://acme-neuro.awsapps.example/start, acct {aws_account()}",
    )

    r.add(
        "git_commit_ids",
        f"pipeline version used for the paper figures: commit {sha1()}",
        f"git checkout {hexs(7)}  # last version before the motion-correction change",
        f"suite2p fork pinned at {sha1()}",
        f"bug introduced in {hexs(7)}, fixed in {hexs(7)}",
        f"pip install git+https://github.acme.example/neurolab/ephys-utils.git@{sha1()}",
    )

    r.add(
        "data_file_checksums",
        f"md5 of the raw tiff stack {hexs(32)}  mouse412_day3.tif",
        f"sha256sum sub-{digits(3)}_task-rest_bold.nii.gz\n{hexs(64)}  sub-{digits(3)}_task-rest_bold.nii.gz",
        f"checksum from the core (compare after transfer): {hexs(64)}",
        f"OpenNeuro upload verified, sha1 {sha1()}",
        f"md5sums.txt:\n{hexs(32)}  run01.abf\n{hexs(32)}  run02.abf",
    )

    r.add(
        "container_image_digests",
        f"singularity pull docker://neurolab/suite2p@sha256:{hexs(64)}",
        f"fmriprep image pinned: nipreps/fmriprep:23.2.1@sha256:{hexs(64)}",
        f"image digest for the paper (reproducibility section) sha256:{hexs(64)}",
        f"deepLabCut container id {hexs(12)} on the GPU node",
    )

    r.add(
        "ssh_public_keys_fingerprints",
        f"add this to authorized_keys on the rig PC:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} kmorrow@labmac",
        f"host key fingerprint for login.hpc.acme.internal: ED25519 {fingerprint()}",
        f"new student's public key\nssh-rsa {ssh_pub('ssh-rsa', 256)} jpark@laptop",
        f"fingerprint to check on first connect -> {fingerprint()}",
        f"id_ed25519.pub (public, ok to share): ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} nlab-svc",
    )

    r.add(
        "pgp_key_fingerprints",
        f"PI's PGP key fingerprint (for the data use agreement emails): {gpg_fp()}",
        f"gpg --recv-keys {rnd('0123456789ABCDEF', 16)}",
        f"collab's public key fpr {gpg_fp()} — verified on the phone",
        f"pub   rsa4096 2023-05-11 [SC]\n      {rnd('0123456789ABCDEF', 40)}\nuid   Neurolab Data Manager <data@neuro.acme.example>",
    )

    r.add(
        "masked_card_account_digits",
        f"P-card ending in {digits(4)} (exp {secrets.randbelow(12) + 1:02d}/{pick(26, 27, 28)})",
        f"charged to the Amex ****{digits(4)}, receipt in the folder",
        f"Fisher acct on file: card x{digits(4)}",
        f"reimbursement goes to checking acct ending {digits(4)}",
        f"AWS card **** **** **** {digits(4)} expired, update billing!!",
    )

    r.add(
        "secret_location_references",
        "REDCap API token lives in the cluster env as REDCAP_TOKEN, never hardcode it",
        "aws creds: see 1Password > Neurolab > 'AWS img-sync' (don't copy here)",
        "vault kv get secret/neurolab/qualtrics  (token is in there)",
        "api_key: ${{ secrets.PROLIFIC_TOKEN }}  # github actions for the study launcher",
        "password = os.environ[\"SLACK_BOT_TOKEN\"]",
        "door codes are in the locked binder in my office, NOT on the wiki",
    )

    r.add(
        "used_or_expired_one_time_codes",
        f"Duo passcode {digits(6)} — used it already, just logging for the help desk ticket",
        f"zoom sent verification code {digits(6)} but it expired before I typed it, resent",
        f"the google verification code {digits(6)} from this morning is dead, ignore",
        f"Thermo 2-step code was {digits(6)} (expired 10 min later, irrelevant now)",
        f"old 1-time code {digits(6)} from the IRB portal email — already consumed",
    )

    r.add(
        "software_versions",
        f"Fiji/ImageJ 1.54{pick('f', 'g', 'h')} + Bio-Formats 7.{secrets.randbelow(4)}.{secrets.randbelow(3)} on the confocal PC",
        f"MATLAB R202{pick('3b', '4a', '4b')}, SPM12 r{digits(4, lead=True)}",
        f"ZEN blue {pick('3.8', '3.9', '3.10')}.{digits(2)}.{digits(5)} installed after the service visit",
        f"REDCap got upgraded to v{pick(13, 14, 15)}.{secrets.randbelow(9)}.{secrets.randbelow(20)}",
        f"nvidia driver {pick('535', '550', '560')}.{digits(3)}.{digits(2)}, CUDA 12.{secrets.randbelow(6)} on gpu-node-07",
    )

    r.add(
        "equipment_serial_numbers",
        f"-80 #2 Thermo TSX60086V serial {digits(10, lead=True)} — under warranty til {date()}",
        f"confocal S/N {rnd(UPPER + DIGITS, 10)} (need it for the service call)",
        f"centrifuge serial {digits(8, lead=True)}, asset tag {digits(6, lead=True)}",
        f"Sensaphone model 2050, serial {rnd(UPPER + DIGITS, 12)}",
        f"asset tags: 2P laser {digits(6, lead=True)}, amplifier {digits(6, lead=True)}, slide scanner {digits(6, lead=True)}",
    )

    r.add(
        "phone_numbers",
        f"facilities after hours {phone()}",
        f"Thermo service line {phone()}, ref our acct",
        f"vet on call (DLAR) {phone()} or page {phone()}",
        f"call tree for freezer alarm: me {phone()}, Dr. P {phone()}",
    )

    r.add(
        "budget_dates_amounts",
        f"supplies spent so far {money()} of {money()} ({date()})",
        f"Prolific top-up {money()} on {date()}",
        f"new -80 quote {money()} incl install, delivery {date()}",
        f"participant payments Q{secrets.randbelow(4) + 1}: {money()}",
    )

    r.add(
        "nih_grant_numbers",
        f"charge to {grant()}-0{secrets.randbelow(5) + 1}",
        f"acknowledgements: supported by NIH {grant()} and {grant()}",
        f"the RPPR for {grant()} is due {date()}",
        f"grant # {grant()}-{pick('01A1', '02', '03S1')} (the supplement)",
    )

    r.add(
        "zoom_meeting_ids",
        f"lab meeting zoom ID {zoom_meeting()} (waiting room on, I admit ppl)",
        f"journal club: https://acme.zoom.example/j/{digits(11, lead=True)}",
        f"Zoom mtg id {zoom_meeting()} for the committee meeting, passcode sent separately",
        f"recurring 1:1 meeting id {zoom_meeting()}",
    )

    r.add(
        "slack_channel_user_ids",
        f"#freezer-alarms channel id {slack_channel()}",
        f"Slack user id for the PI (for the bot to @ her): {slack_user()}",
        f"workspace T{rnd(UPPER + DIGITS, 8)}, channel {slack_channel()}",
        f"slack members to remove after graduation: {slack_user()}, {slack_user()}",
    )

    r.add(
        "mac_ip_addresses",
        f"register the new rig PC on the network: MAC {mac()}",
        f"img-ws2 static IP {ip_internal()}, MAC {mac('-', upper=True)}",
        f"NAS at {ip_internal()} (synology, web UI on :5001)",
        f"printer mac {mac()} — IT needs it to whitelist",
    )

    r.add(
        "orcid_doi_pmid",
        f"PI ORCID {orcid()}",
        f"cite doi:{doi()} (the GCaMP8 paper)",
        f"PMID {pmid()}, PMCID PMC{digits(8, lead=True)} — for the NIH compliance report",
        f"my ORCID: https://orcid.example/{orcid()}",
        f"preprint https://doi.example/{doi()}",
    )

    r.add(
        "university_cost_centers",
        f"cost center for supplies {cost_center()}",
        f"charge dry ice to account {cost_center()}, NOT the startup acct",
        f"speedtype {digits(8, lead=True)} (core facility recharge)",
        f"chartstring: fund {digits(5, lead=True)} dept {digits(6, lead=True)} project {digits(7, lead=True)}",
    )

    r.add(
        "iacuc_animal_ids",
        f"IACUC protocol {pick('IS', 'PR')}{digits(8, lead=True)} — renewal due {date()}",
        f"cage cards {digits(7, lead=True)}, {digits(7, lead=True)} need moved to the new room",
        f"mouse ID {rnd(UPPER, 2)}{digits(4)} ear tag {digits(4)}, genotype Cre+",
        f"Jax stock #{digits(6)} (C57BL/6J), order {digits(8, lead=True)}",
        f"breeding pair {rnd(UPPER, 1)}{digits(3)} x {rnd(UPPER, 1)}{digits(3)}, litter born {date()}",
    )

    r.add(
        "sample_barcodes",
        f"freezer box barcode {digits(10, lead=True)}, rack 3 shelf 2",
        f"tube 2D codes: {digits(10, lead=True)} to {digits(10, lead=True)}",
        f"sample IDs NL-{digits(4)}-{rnd(UPPER, 2)}{digits(2)} through NL-{digits(4)}-{rnd(UPPER, 2)}{digits(2)} are the pilot brains",
        f"biobank barcode {rnd(UPPER + DIGITS, 12)} (plasma, visit 1)",
    )

    r.add(
        "public_site_keys",
        f"reCAPTCHA site key for the recruitment page (public, it's in the html): {recaptcha_site_key()}",
        f"data-sitekey=\"{recaptcha_site_key()}\"",
        f"Google OAuth client ID (not secret, goes in the frontend): {google_client_id()}",
        f"Stripe publishable key for the workshop registration page pk_live_{rnd(ALNUM, 99)}",
    )

    r.add(
        "software_license_numbers",
        f"MATLAB license number {digits(8, lead=True)} (campus TAH)",
        f"GraphPad Prism serial {rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 6)}-{rnd(UPPER + DIGITS, 5)}-{rnd(UPPER + DIGITS, 4)}-{rnd(UPPER + DIGITS, 5)} — site license, campus posts it on the software page",
        f"Imaris license server flexlm.acme.internal port {pick(27000, 27001, 1700)}, host id {hexs(12)}",
        f"SPSS site license ref {digits(7, lead=True)} (dept renewal)",
    )

    r.add(
        "travel_booking_references",
        f"SfN flight conf {rnd(UPPER + DIGITS, 6)} (PIT -> DCA)",
        f"hotel confirmation #{digits(9, lead=True)} for the poster session",
        f"registration id SFN{digits(7, lead=True)}, poster board {secrets.randbelow(900) + 100}",
        f"Amtrak reservation {rnd(UPPER + DIGITS, 6)}, Pittsburgh -> Philly",
    )

    r.add(
        "password_policy_notes",
        "reminder: IRB portal pw expires every 90 days, needs 14+ chars, no reuse of last 12",
        "REDCap locks you out after 5 bad tries — go to the help desk, don't make a new account",
        "wifi password is on the sticker on the bottom of the router (behavior room)",
        "the freezer alarm code was changed after Dr. K's student left — ask me in person",
    )

    return r


def main() -> None:
    write_corpora("make_heldout358.py", [
        ("heldout358_credentials.yaml", credentials(), "Held-out batch 358: credentials a Pittsburgh neuroscience lab manager keeps (REDCap, IRB portal, Qualtrics, Prolific, AWS, cluster, Slack, Zoom, freezer and door codes, vendor portals, shared Gmail and more)"),
        ("heldout358_lookalikes.yaml", lookalikes(), "Held-out batch 358: a neuroscience lab manager's study, order, catalog, grant and sample ids, checksums, public keys, masked digits and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
