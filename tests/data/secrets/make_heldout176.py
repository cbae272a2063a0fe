# ruff: noqa: E501
"""Writes heldout176_credentials.yaml and heldout176_lookalikes.yaml: held-out batch 176.

Persona: Morag, lab manager of a university genetics research lab in Edinburgh. She writes in
British English (a Scots word now and then), pastes in emails from Research Computing, config
snippets and command lines, and keeps lists. She holds the REDCap API tokens, HPC passwords and
SSH keys, the shared lab drive, the -80 freezer alarm PIN, instrument PC admin passwords, Globus
and AWS credentials for the data bucket, the Benchling API key, guest Wi-Fi and grant portal
logins; and a great many accession numbers, grant references, sample ids and checksums.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""
from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    B64,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    ean13,
    filevault_key,
    groups,
    hexs,
    iban,
    jwt,
    luhn,
    mac,
    onepassword_secret_key,
    openssh_private,
    orcid,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    wg_key,
    write_corpora,
)

HEXU = "0123456789ABCDEF"
WORDS = ["thistle", "harbour", "granite", "puffin", "heather", "lochan", "bothy", "kelpie",
         "tattie", "haar", "drizzle", "ferry", "castle", "midge", "bracken", "gannet", "salmon",
         "oatcake", "tweed", "selkie", "whisky", "curling", "munro", "cairn"]
HUMAN = ["Fenwick", "Drosophila", "Arabidopsis", "Pipette", "Centrifuge", "Mitosis", "Haggis",
         "Arthurs", "Leith", "Morningside", "Meadows", "Portobello", "Calton", "Zebrafish"]


def human_pw() -> str:
    """A password a person made up: a word, some digits, a symbol."""
    return f"{pick(*HUMAN)}{pick('', '_', '.', '#')}{digits(pick(2, 3, 4))}{pick('!', '?', '$', '*', '')}"


def any_pw() -> str:
    return pick(human_pw(), pw(), rnd(ALNUM + "!%&*-_=", pick(12, 14, 18)))


def redcap_token() -> str:
    return rnd(HEXU, 32)


def benchling_key() -> str:
    return "sk_" + rnd(ALNUM, 30)


def globus_secret() -> str:
    return b64(secrets.token_bytes(32))


def totp_seed() -> str:
    return rnd(BASE32, 32)


def pin(n: int = 4) -> str:
    return digits(n)


def uun() -> str:
    return "s" + digits(7, lead=True)


def md5() -> str:
    return hexs(32)


def sha256() -> str:
    return hexs(64)


def sha1() -> str:
    return hexs(40)


def credentials() -> Rows:
    r = Rows()

    t1, t2, t3, t4 = redcap_token(), redcap_token(), redcap_token(), redcap_token()
    r.add(
        "redcap_api_token",
        f"REDCap API token for CARDIO-SCOT (pid 1184), export-only rights, my account: {t1}\ndon't hand this to the MSc students, they get their own",
        f"curl -X POST https://redcap.acme-uni.example/api/ -d token={t2} -d content=record -d format=csv -d type=flat -d rawOrLabel=raw",
        f"new redcap token after Ewan left -> {t3}  (old one revoked by the REDCap admins)",
        f"project = Project('https://redcap.acme-uni.example/api/', '{t4}')  # PyCap, longitudinal cohort, arm 2",
    )

    u = uun()
    r.add(
        "hpc_cluster_password",
        f"HPC login hpc.acme.internal\nuser {u}\npw {any_pw()}",
        f"Cluster password reset today. New one is {human_pw()} - expires in 90 days, remind me in November!",
        f"From: Research Computing <rc-help@acme-uni.example>\nSubject: Your account on the cluster\n\nDear Morag,\nYour account {uun()} has been created. Your temporary password is {rnd(ALNUM, 12)}\nYou will be asked to change it at first login.\nKind regards, RC Team",
    )

    r.add(
        "hpc_ssh_private_key",
        f"lab service account key for the cluster (nightly rsync), saved as ~/.ssh/fenlab_hpc:\n{openssh_private()}",
        f"id_ed25519 for the seq pipeline user (fenseq) - keep a copy here in case the laptop dies again\n{openssh_private()}",
        f"old RSA key the plate reader export box still uses to push to the cluster, Ross says don't delete yet\n{pem('RSA PRIVATE KEY', 6)}",
    )

    r.add(
        "lab_drive_password",
        f"Shared drive \\\\datastore.acme.internal\\fenwick-lab\nuser: ACME\\fenlabshare\npass: {any_pw()}",
        f"lab drive pw changed (again!!) — {human_pw()}",
        f"mount line for the linux box in 2.07:\nsudo mount -t cifs //datastore.acme.internal/fenwick-lab /mnt/lab -o username=fenlabshare,password={rnd(ALNUM, 16)},vers=3.0,uid=1000",
    )

    r.add(
        "freezer_alarm_pin",
        f"-80 freezer alarm panel (the Thermo in room 2.07) PIN: {pin()} - silences for 30 mins only, it WILL go off again",
        f"If the minus 80 alarms overnight security ring me. Code to acknowledge on the keypad is {pin()}#",
        f"Freezer monitoring dial-in, account FENWICK-LAB, acknowledge PIN {pin(6)}",
        f"note for new postdocs: freezer alarm pin = {pin()}, only use it if you've actually checked the freezer",
    )

    r.add(
        "plate_reader_pc_admin_password",
        f"Plate reader PC (CLARIOstar, bench 4) local admin: .\\Administrator / {any_pw()}",
        f"plate reader pc admin pw {human_pw()} - needed for the software update, DON'T let it install Windows 11",
        f"Engineer visit 12/3: they reset the plate reader PC. admin user: labadmin, password: {rnd(ALNUM, 10)}",
    )

    r.add(
        "microscope_pc_admin_password",
        f"Confocal PC (Zeiss, room 1.12) Windows admin\nu: MICROSCOPE\\zeissadmin\np: {any_pw()}",
        f"widefield scope pc - admin password is {human_pw()} (user: Admin). ZEN licence dongle is in the drawer",
        f"Lightsheet workstation local admin pw: {rnd(ALNUM + '!#', 14)}  -- set by IS when they reimaged it",
    )

    r.add(
        "globus_client_credentials",
        f"Globus app for the automated transfers (cluster -> bucket)\nclient id: {uid()}\nclient secret: {globus_secret()}",
        f"export GLOBUS_CLIENT_ID={uid()}\nexport GLOBUS_CLIENT_SECRET={globus_secret()}\n# put in the crontab env on the transfer node",
        f"client = globus_sdk.ConfidentialAppAuthClient('{uid()}', '{globus_secret()}')",
    )

    r.add(
        "aws_data_bucket_credentials",
        f"[fenlab-data]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-west-2",
        f"AWS for s3://fenlab-imaging-raw — key {aws_key_id()} secret {aws_secret()}",
        f"IAM user fenlab-uploader (Ruth needs these for the sequencer uploads):\n{aws_key_id()}\n{aws_secret()}",
        f"AWS_ACCESS_KEY_ID={aws_key_id()} AWS_SECRET_ACCESS_KEY={aws_secret()} aws s3 sync ./run_0423 s3://fenlab-seq-archive/2024/",
    )

    r.add(
        "benchling_api_key",
        f"Benchling API key (lab tenant acme-fenwick.benchling.example): {benchling_key()}",
        f"benchling = Benchling(url='https://acme-fenwick.benchling.example', auth_method=ApiKeyAuth('{benchling_key()}'))",
        f"Moved the Benchling key to the new service user. Key:\n{benchling_key()}\nScopes: registry read/write, no admin",
    )

    r.add(
        "guest_wifi_password",
        f"Departmental guest Wi-Fi this term: SSID ACME-Guest, password {phrase(WORDS, 2, '-')}{digits(2)}",
        f"wifi for visitors (seminar on Thurs) → network IGMM-Visitor  key: {rnd(ALNUM, 10)}",
        f"Guest wifi changes every month, this month's one is {pick(*HUMAN).lower()}{digits(4)}",
    )

    r.add(
        "grant_portal_login",
        f"Funder grant portal (grants.acme-funder.example)\nlogin: morag.fenlab@acme-uni.example\npassword: {any_pw()}",
        f"Grant portal pw for submitting the final report - {human_pw()} (Alasdair's delegate account)",
        f"Research office portal login: fenwick_lab / {rnd(ALNUM, 12)}  — for the costings tool",
    )

    r.add(
        "password_manager_master_password",
        f"Lab Bitwarden master password (in case I'm hit by a bus, sealed copy with Alasdair): {phrase(WORDS, 5, '-')}",
        f"master pw for the lab vault: {phrase(WORDS, 4, ' ')} {digits(2)}",
    )

    r.add(
        "university_sso_password",
        f"My EASE/SSO password: {human_pw()}",
        f"uni login {uun()} pw {any_pw()} (changed after the phishing thing)",
        f"Alasdair's SSO so I can sort his leave in the HR system while he's in Japan: {uun()} / {human_pw()}",
    )

    r.add(
        "totp_seed",
        f"TOTP secret for the shared lab admin account (so two of us can have it on our phones): {groups(totp_seed(), 4)}",
        f"otpauth://totp/ACME%20SSO:fenlab-admin?secret={totp_seed()}&issuer=ACME%20SSO&digits=6",
        f"2FA seed for the AWS root of the data account — {totp_seed()}",
    )

    r.add(
        "mfa_backup_codes",
        f"Backup codes, lab GitHub org owner account:\n{recovery_codes(6, 'github')}",
        f"AWS root MFA lost-phone recovery codes\n{recovery_codes(5, 'other')}",
        f"SSO backup codes (use one, cross it off): {recovery_codes(4, 'digits')}",
    )

    r.add(
        "building_door_code",
        f"Back door of the Institute (loading bay) out of hours code: {pin()}*",
        f"door code for the tissue culture suite is {pin()} — changed every term by Estates",
        f"Keypad on cold room B: {pin(5)} then press the key symbol",
    )

    r.add(
        "lab_safe_combination",
        f"Controlled drugs safe combination: {digits(2)}-{digits(2)}-{digits(2)}",
        f"petty cash box / key safe in office 2.03 - combo {pin()}",
        f"Key safe outside the animal unit: {pin()} (turn the dial to C first)",
    )

    card = luhn("4", 16)
    r.add(
        "purchase_card_details",
        f"Lab purchasing card (Visa, in my name)\n{groups(card, 4)}\nexp {card_expiry()}  CVV {digits(3)}",
        f"pcard for the conference reg: {luhn('5', 16)} {card_expiry()} cvc {digits(3)}",
        f"Card for Addgene orders -- {groups(luhn('4', 16), 4, '-')}, expiry {card_expiry()}, security code {digits(3)}",
    )

    r.add(
        "postgres_connection_string",
        f"DATABASE_URL=postgresql://inventory:{rnd(ALNUM, 20)}@db.fenlab.internal:5432/freezer_inventory",
        f"psql 'host=pg.acme.internal dbname=sampletracker user=fenlab_rw password={rnd(ALNUM, 18)} sslmode=require'",
        f"sample tracker db conn string: postgres://st_admin:{human_pw()}@sampletracker.acme.internal/st",
    )

    r.add(
        "jupyterhub_api_token",
        f"JupyterHub API token for the teaching hub (to cull idle servers): {hexs(32)}",
        f"c.JupyterHub.services = [{{'name': 'idle-culler', 'api_token': '{hexs(32)}'}}]",
        f"jupyterhub token (admin scope, Callum asked) {hexs(32)}",
    )

    r.add(
        "github_personal_access_token",
        f"GitHub PAT for pushing the pipeline releases: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://fenlab-bot:ghp_{rnd(ALNUM, 36)}@github.com/fenwick-lab/seq-pipeline.git",
        f"fine-grained token for the lab-website repo (expires Jan)\ngithub_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}",
    )

    r.add(
        "gitlab_access_token",
        f"uni gitlab (gitlab.acme.internal) project token for CI: glpat-{rnd(URLSAFE, 20)}",
        f"GITLAB_TOKEN=glpat-{rnd(URLSAFE, 20)}  # Callum's, for the image analysis repo",
    )

    r.add(
        "ncbi_api_key",
        f"NCBI E-utilities API key (10 req/s instead of 3): {hexs(36)}",
        f"Entrez.email = 'morag.fenlab@acme-uni.example'\nEntrez.api_key = '{hexs(36)}'",
        f"ncbi key: {hexs(36)} (mine - the lab one is separate)",
    )

    r.add(
        "zenodo_access_token",
        f"Zenodo personal access token (deposit:write) for the data release: {rnd(ALNUM, 60)}",
        f"curl -H 'Authorization: Bearer {rnd(ALNUM, 60)}' https://sandbox.zenodo.example/api/deposit/depositions",
        f"zenodo tok\n{rnd(ALNUM, 60)}\n(sandbox one, for testing the upload script)",
    )

    r.add(
        "smtp_app_password",
        f"App password for the lab gmail that sends the freezer temperature emails: {app_password()}",
        f"SMTP for the booking reminders: smtp.acme.example:587 user fenlab.alerts pass {app_password()}",
        f"EMAIL_HOST_PASSWORD = '{app_password().replace(' ', '')}'  # google app pw, inventory app",
    )

    r.add(
        "supplier_account_password",
        f"Fisher account for the lab - fenlab.orders@acme-uni.example / {any_pw()}",
        f"Sigma/Merck web shop login: morag_fenlab  pw: {human_pw()}",
        f"NEB account (for the freezer programme): {human_pw()}",
    )

    r.add(
        "nas_admin_password",
        f"Synology NAS in the imaging room (nas-img.fenlab.internal) admin / {any_pw()}",
        f"NAS admin pass {rnd(ALNUM + '#$', 16)} — DSM 7, only use from the wired network",
        f"Backup NAS:\n  https://192.168.40.12:5001\n  user: fenadmin\n  pass: {human_pw()}",
    )

    r.add(
        "printer_admin_pin",
        f"Lab printer (2nd floor HP) admin panel PIN {pin(6)}",
        f"Label printer (Brady) settings are locked, unlock pin is {pin()}",
        f"Copier in the corridor: dept code for colour printing {pin(5)}, Alasdair's budget",
    )

    r.add(
        "bitlocker_recovery_key",
        f"BitLocker recovery key, plate reader laptop (asked for it after the BIOS update):\n{bitlocker_key()}",
        f"bitlocker key for the qPCR PC: {bitlocker_key()}",
    )

    r.add(
        "filevault_recovery_key",
        f"FileVault recovery key, my MacBook: {filevault_key()}",
        f"Alasdair's mac FV key (IS gave it me over the phone) {filevault_key()}",
    )

    r.add(
        "age_backup_key",
        f"age key for decrypting the off-site backups of the lab drive (keep OFF the drive itself):\n{age_secret_key()}",
        f"# created: 2024-05-02\n# public key: {age_public_key()}\n{age_secret_key()}",
    )

    r.add(
        "gpg_passphrase",
        f"Passphrase for the GPG key we use to encrypt patient-linked data before it goes to the cluster: {phrase(WORDS, 6, ' ')}",
        f"gpg --batch --passphrase '{rnd(ALNUM + '!*', 20)}' -c cohort_linkage_2024.csv",
    )

    r.add(
        "ldap_bind_password",
        f"LDAP bind for the booking system: cn=fenlab-svc,ou=services,dc=acme,dc=internal  pw {rnd(ALNUM, 18)}",
        f"ldap:\n  url: ldaps://ldap.acme.internal:636\n  bind_dn: uid=ppms-bind,ou=svc,dc=acme,dc=internal\n  bind_password: {rnd(ALNUM + '-_', 22)}",
    )

    django = rnd(LOWER + DIGITS + "!@#$%^&*(-_=+)", 50)
    r.add(
        "django_secret_key",
        f"inventory app settings.py: SECRET_KEY = '{django}'",
        f"DJANGO_SECRET_KEY={rnd(LOWER + DIGITS + '!@#%^&*(-_=+)', 50)}  (prod, the freezer inventory)",
    )

    r.add(
        "sendgrid_api_key",
        f"Sendgrid key for the inventory app's low-stock emails: {sendgrid_key()}",
        f"EMAIL_BACKEND sendgrid, SENDGRID_API_KEY = {sendgrid_key()}",
        f"sendgrid (new, the old one got disabled for spam?!) {sendgrid_key()}",
    )

    r.add(
        "anthropic_api_key",
        f"API key for summarising the lab meeting transcripts (lab credit card, watch the spend): {anthropic_key()}",
        f"export ANTHROPIC_API_KEY={anthropic_key()}",
        f"Transcript bot config:\n  model: default\n  api_key: {anthropic_key()}\n  max_tokens: 4000",
    )

    r.add(
        "onepassword_secret_key",
        f"1Password Secret Key for the lab team account: {onepassword_secret_key()}",
        f"1P emergency kit (lab@): secret key {onepassword_secret_key()} - master pw is in the sealed envelope",
    )

    r.add(
        "wireguard_private_key",
        f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.66.0.7/32\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.fenlab.internal:51820",
        f"wg private key for the sequencer uplink box: {wg_key()}",
    )

    r.add(
        "sequencing_facility_portal_password",
        f"Genomics facility portal (submit.genomics.acme.internal) - user fenwick-lab, pw {any_pw()}",
        f"Seq core LIMS: login mthomson / {human_pw()} ; cost code on the form is the MRC one",
        f"ftp download for run 240412 from the sequencing provider\nhost: sftp.seqprovider.example\nuser: fenwick_24_117\npassword: {rnd(ALNUM, 12)}",
    )

    r.add(
        "ethics_portal_password",
        f"ethics review system login (for amendments): m.thomson / {human_pw()}",
        f"IRAS account password {any_pw()}",
        f"Ethics amendments - the ethics system wants the PI's login, Alasdair says use: afenwick / {human_pw()}",
    )

    r.add(
        "instrument_api_basic_auth",
        f"Plate reader REST bridge: Authorization: Basic {basic('reader', rnd(ALNUM, 12))}",
        f"curl -H 'Authorization: Basic {basic('fenlab', human_pw())}' http://qpcr-01.fenlab.internal:8080/api/runs",
    )

    r.add(
        "eln_session_cookie",
        f"ELN session cookie so the scraper works (expires Friday): sessionid={rnd(LOWER + DIGITS, 32)}",
        f"Cookie: eln_session={jwt({'sub': 'morag.thomson', 'tenant': 'fenwick', 'exp': 1767225600})}",
    )

    r.add(
        "intruder_alarm_code",
        f"If you're first in: building intruder alarm unset code {pin()}, then the green button",
        f"Alarm code for the animal unit annexe - {pin()} (don't write it on the whiteboard, Kirsty)",
    )

    r.add(
        "zoom_host_key",
        f"Zoom host key for the lab meeting room account: {pin(6)}",
        f"claim host on the seminar zoom with key {pin(6)}",
        f"Hi Morag, host key for Thursday's seminar is {pin(6)} if I'm late. A.",
    )

    r.add(
        "redcap_admin_password",
        f"REDCap site admin (the test instance redcap-test.acme-uni.example) - admin / {any_pw()}",
        f"redcap superuser pw after the upgrade: {human_pw()}",
        f"REDCap prod admin account 'site_admin' → {rnd(ALNUM + '!%', 16)}",
    )

    r.add(
        "container_registry_token",
        f"Harbor robot account for pulling the pipeline image\nuser: robot$fenlab+puller\nsecret: {rnd(ALNUM, 32)}",
        f"docker login registry.acme.internal -u robot$fenlab+ci -p {rnd(ALNUM, 32)}",
    )

    r.add(
        "oidc_client_secret",
        f"Keycloak client secret for the inventory app (realm acme, client fenlab-inventory): {rnd(ALNUM, 32)}",
        f"OIDC_RP_CLIENT_ID=fenlab-inventory\nOIDC_RP_CLIENT_SECRET={rnd(ALNUM, 32)}",
    )

    r.add(
        "hpc_service_account_password",
        f"service account fenlab-svc on the cluster (for the Globus endpoint), pw: {rnd(ALNUM + '%+', 20)}",
        f"svc acct for cron jobs: fenlabsvc  {any_pw()}",
    )

    r.add(
        "equipment_booking_password",
        f"PPMS booking system shared lab login (for booking the FACS on behalf of students): fenwicklab / {human_pw()}",
        f"Booking system pw: {any_pw()}",
    )

    r.add(
        "mailing_list_admin_password",
        f"Lab mailing list (lists.acme.internal/fenlab) admin password: {any_pw()}",
        f"mailman moderator pw {human_pw()}",
    )

    r.add(
        "data_safe_haven_password",
        f"Safe haven remote desktop (for the linked NHS data), my account mthomson_fen\npassword: {rnd(ALNUM + '!$%', 16)}",
        f"DSH VM login — {human_pw()} — plus the token on my keyring",
    )

    r.add(
        "figshare_api_token",
        f"figshare token for the institutional repo uploads: {hexs(128)}",
        f"export FIGSHARE_TOKEN={hexs(128)}",
    )

    r.add(
        "vpn_password",
        f"Uni VPN (vpn.acme-uni.example) - group RESEARCH, user {uun()}, pass {any_pw()}",
        f"vpn pw is different from the SSO one!! {human_pw()}",
    )

    r.add(
        "s3_presigned_upload_url",
        f"Upload link for the collaborator in Dundee (valid 7 days): https://fenlab-data.s3.eu-west-2.acme.example/incoming/dundee.tar.gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={aws_key_id()}%2F20240503%2Feu-west-2%2Fs3%2Faws4_request&X-Amz-Date=20240503T101500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hexs(64)}",
        f"presigned PUT for the Oxford lab: ...?X-Amz-Credential={aws_key_id()}%2F20240611%2Feu-west-2%2Fs3%2Faws4_request&X-Amz-Signature={hexs(64)}",
    )

    r.add(
        "shared_lab_laptop_password",
        f"Shared Dell laptop for the FACS (the one with the FlowJo dongle): login fenlab, password {human_pw()}",
        f"lab laptop #2 login pw {any_pw()} - Windows Hello pin on it is {pin(6)}",
        f"Loan laptop for the open day demos: user demo / {pick(*HUMAN).lower()}{digits(3)}",
    )

    r.add(
        "ssh_key_passphrase",
        f"passphrase for ~/.ssh/fenlab_hpc: {phrase(WORDS, 4, '-')}",
        f"ssh-keygen -p -f ~/.ssh/id_ed25519 -P '' -N '{rnd(ALNUM + '!.', 18)}'  # added a passphrase to the seq key",
    )

    r.add(
        "instrument_wifi_psk",
        f"network={{\n    ssid=\"IGMM-Instruments\"\n    psk=\"{rnd(ALNUM, 24)}\"\n}}",
        f"Instrument VLAN wifi key (hidden SSID IGMM-Instruments): {phrase(WORDS, 3, '')}{digits(3)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "orcid_id",
        f"ORCID iDs for the paper author list:\nAlasdair Fenwick {orcid()}\nKirsty Baird {orcid()}\nCallum Reid {orcid()}",
        f"my ORCID is {orcid()} — put it on the ethics form",
        f"new postdoc (Priya) orcid https://orcid.example/{orcid()}",
    )

    r.add(
        "publication_doi",
        f"DOI for the Nature Comms paper: 10.{digits(4, lead=True)}/s{digits(5)}-0{digits(2)}-{digits(5)}-{digits(1)}",
        f"cite the dataset as https://doi.example/10.5281/zenodo.{digits(8, lead=True)}",
        f"preprint doi 10.1101/2024.0{pick(1, 2, 3, 4, 5)}.{digits(2)}.{digits(6, lead=True)} — update to published version when out",
    )

    r.add(
        "grant_reference",
        f"MRC grant ref MR/{pick('X', 'Y', 'W')}{digits(6)}/1 — end date 31/03/2027",
        f"Grants on the acknowledgements: BBSRC BB/{pick('X', 'Y')}{digits(6)}/1, Wellcome {digits(6, lead=True)}/Z/{digits(2)}/Z, CSO TCS/{digits(2)}/{digits(2)}",
        f"costings for the renewal go under award {pick('R', 'D')}{digits(5, lead=True)} in the finance system",
    )

    r.add(
        "ethics_approval_number",
        f"REC ref {digits(2)}/SS/{digits(4)}, IRAS project ID {digits(6, lead=True)}",
        f"Animal work: PPL P{hexs(8).upper()} — renewal due Feb",
        f"school ethics approval no. SREC-{digits(4)}-{digits(3)} for the interview study",
    )

    r.add(
        "sample_id",
        f"Samples from Tuesday's clinic: FEN-{digits(4)}-PL, FEN-{digits(4)}-PL, FEN-{digits(4)}-SE",
        f"specimen id {rnd(UPPER, 2)}{digits(6)}-{pick('A', 'B', 'C')} is the re-extraction, discard the old tube",
        f"tube label format: <study>_<participant>_<visit>_<aliquot>, e.g. CSC_{digits(5)}_V2_A{pick(1, 2, 3)}",
    )

    r.add(
        "genbank_accession",
        f"Deposited the 16S seqs, GenBank accessions OR{digits(6)}–OR{digits(6)}",
        f"reference sequence: NM_{digits(6)}.{pick(2, 3, 4)} (human), NC_{digits(6)}.{pick(1, 2)}",
        f"plasmid backbone seq from GenBank {pick('MN', 'MT', 'OQ')}{digits(6)}.1",
    )

    r.add(
        "sra_accession",
        f"SRA submission: BioProject PRJNA{digits(6, lead=True)}, BioSamples SAMN{digits(8, lead=True)}..SAMN{digits(8, lead=True)}, runs SRR{digits(8, lead=True)}",
        f"ENA: PRJEB{digits(5, lead=True)} / ERR{digits(7, lead=True)} — release date set to publication",
        f"fasterq-dump SRR{digits(8, lead=True)} --split-files -e 8",
    )

    r.add(
        "dataset_uuid",
        f"Dataset UUID in the data catalogue: {uid()}",
        f"imaging dataset ids:\n- {uid()} (2023 cohort)\n- {uid()} (2024 cohort)",
        f"DataShare handle for the thesis data is {uid()} — public from June",
    )

    r.add(
        "md5_checksum",
        f"md5 from the sequencing provider\n{md5()}  FEN_S1_L001_R1_001.fastq.gz\n{md5()}  FEN_S1_L001_R2_001.fastq.gz",
        f"md5sum of the transferred tarball matches: {md5()}",
        f"checksum for run_240412.tar (MD5): {md5().upper()}",
    )

    r.add(
        "sha256_checksum",
        f"sha256 {sha256()}  cohort_export_2024-05-01.csv.gpg",
        f"SHA-256 of the released dataset (put in README): {sha256()}",
        f"sha256sum -c manifest.sha256 OK — first line {sha256()}  raw/plate_01.tif",
    )

    r.add(
        "redcap_project_record_id",
        f"REDCap pid {digits(4, lead=True)}, record {digits(3)}-{digits(4)} has the wrong visit date",
        f"redcap project ids: CARDIO-SCOT = {digits(4, lead=True)}, PILOT = {digits(3, lead=True)}. Record IDs auto-numbered from 1001",
        f"query on record_id {digits(4, lead=True)}, event baseline_arm_1, field hba1c — ask Kirsty",
    )

    r.add(
        "benchling_entity_id",
        f"Benchling plasmid seq_{rnd(ALNUM, 8)} is the corrected pFEN-GFP",
        f"registry ids: bfi_{rnd(ALNUM, 8)} (strain), etr_{rnd(ALNUM, 8)} (entry), box_{rnd(ALNUM, 8)}",
        f"link the notebook entry etr_{rnd(ALNUM, 8)} in the methods",
    )

    r.add(
        "hpc_job_id",
        f"job {digits(8, lead=True)} died with OOM at 64G — resubmit with -l h_vmem=16G -pe sharedmem 8",
        f"squeue: {digits(7, lead=True)}_[1-96] array for the alignment, ~4h each",
        f"sacct -j {digits(7, lead=True)} --format=JobID,MaxRSS,Elapsed",
    )

    r.add(
        "hpc_node_name",
        f"GPU jobs only run on node3c{digits(2)}, node3c{digits(2)}; node2a{digits(2)} is broken",
        f"login node login0{pick(1, 2, 3)}.hpc.acme.internal, staging node for data transfer is stage-0{pick(1, 2)}",
        f"ssh -J {uun()}@hpc.acme.internal node1h{digits(2)}  # interactive session",
    )

    r.add(
        "public_dataset_url",
        f"public dataset for the teaching practical: https://data.acme-uni.example/datashare/handle/10283/{digits(4, lead=True)}",
        f"wget https://ftp.ensembl.example/pub/release-{pick(110, 111, 112)}/fasta/homo_sapiens/dna/Homo_sapiens.GRCh38.dna.primary_assembly.fa.gz",
        f"GEO series GSE{digits(6, lead=True)} has the raw counts if anyone needs them",
    )

    r.add(
        "freezer_rack_position",
        f"-80 #2, rack {pick('A', 'B', 'C', 'D')}{pick(1, 2, 3, 4)}, box {digits(2)}, position {pick('A', 'B', 'C', 'D', 'E')}{pick(1, 2, 3, 4, 5, 6, 7, 8, 9)}",
        f"Moved the plasma aliquots: F{pick(1, 2, 3)}-S{pick(1, 2, 3, 4, 5)}-R{pick(1, 2, 3, 4)}-B{digits(2)}, LN2 dewar canister {pick(1, 2, 3, 4, 5, 6)} cane {pick('A', 'B', 'C')}",
        f"freezer map update:\nshelf 3 rack 2 - Kirsty cDNA\nshelf 3 rack 3 - boxes {digits(3)}-{digits(3)} (CSC plasma)\nshelf 4 - empty after defrost",
    )

    r.add(
        "password_manager_reference",
        "Plate reader PC admin password is in the lab Bitwarden, folder 'Instruments'",
        "HPC service account — password in the vault (Instruments > Cluster), don't copy it into Slack",
        "freezer alarm PIN: see the sealed envelope in the office safe, not writing it here",
        "all the instrument logins are in 1Password 'Fenwick Lab' vault now, ask me for access",
    )

    r.add(
        "room_bench_code",
        f"Bench {pick('B', 'C')}{digits(2)} in room {pick(1, 2, 3)}.{digits(2)} is Priya's from Monday",
        f"TC suite = room 2.{digits(2)}, hood HD-{digits(2)}; cold room CR-{pick('A', 'B')}",
        f"delivery address: Lab {pick(1, 2, 3)}.{digits(2)}, Institute of Genetics, Crewe Road South",
    )

    r.add(
        "purchase_order_number",
        f"PO {digits(10, lead=True)} for the plate reader service contract — raised 3/4",
        f"chasing PO{digits(8, lead=True)} (Fisher, tips), supplier says not received",
        f"requisition REQ-{digits(6)} approved, PO number will follow",
    )

    r.add(
        "ssh_public_key",
        f"Callum's public key for the lab service account authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} callum@fenlab-ws03",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} morag@macbook",
        f"add to ~/.ssh/authorized_keys on the transfer node: ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 72)} seqbox",
    )

    r.add(
        "ssh_key_fingerprint",
        f"host key fingerprint for hpc.acme.internal (check before you type yes!): SHA256:{rnd(B64, 43)}",
        f"ED25519 key fingerprint is SHA256:{rnd(B64, 43)} — matches what RC published",
        f"my key's fingerprint: 256 SHA256:{rnd(B64, 43)} morag@macbook (ED25519)",
    )

    r.add(
        "git_commit_sha",
        f"pipeline v2.3 was commit {sha1()}, use that for the paper methods",
        f"git checkout {sha1()[:7]}  # before the normalisation change",
        f"reverted {sha1()} on main, Callum's fix is in {sha1()[:12]}",
    )

    r.add(
        "container_image_digest",
        f"pinned the pipeline image: registry.acme.internal/fenlab/seqpipe@sha256:{sha256()}",
        f"singularity pull docker://quay.example/biocontainers/samtools@sha256:{sha256()}",
    )

    acct = aws_account()
    r.add(
        "aws_resource_arn",
        f"bucket ARN: arn:aws:s3:::fenlab-imaging-raw, role arn:aws:iam::{acct}:role/fenlab-uploader",
        f"AWS account id for the data account is {acct} (eu-west-2). Billing goes to the MRC cost code",
        f"lifecycle rule on s3://fenlab-seq-archive moves to Glacier after 90 days; KMS key arn:aws:kms:eu-west-2:{aws_account()}:key/{uid()}",
    )

    r.add(
        "env_var_reference",
        "REDCap token is read from REDCAP_API_TOKEN in .env (not committed) — see README",
        "export BENCHLING_API_KEY=$(bw get password benchling-api)  # don't paste the key into the script",
        "AWS creds come from the instance role on the transfer node, no keys in ~/.aws/credentials any more",
    )

    r.add(
        "password_rotation_note",
        "Lab drive password rotated 14/05 — everyone's mapped drive will need re-entering, new one in Bitwarden",
        "Reset the microscope PC admin password after the student left. Told Alasdair, not emailing it",
        "REDCap API tokens all regenerated after the audit; old ones revoked, new ones only via the vault",
    )

    r.add(
        "password_policy_note",
        "RC password rules: min 14 chars, no reuse of last 10, expires every 90 days",
        "guest wifi password must be at least 8 characters, Estates change it on the 1st of each month",
        "PIN for the freezer panel has to be 4–6 digits, no repeating digits. Ask security to set it",
    )

    r.add(
        "globus_collection_id",
        f"Globus collection for the cluster datastore: {uid()} (search 'ACME DataStore')",
        f"globus transfer {uid()}:/fenlab/raw/ {uid()}:/~/incoming/ --recursive --label 'run 0412'",
        f"Guest collection UUID shared with Dundee: {uid()} — read-only, expires Sept",
    )

    r.add(
        "invoice_bank_details",
        f"for external users of the confocal, invoice payment to: University of Acme, IBAN {iban('GB', 'NWBK' + digits(6) + digits(8))}, BIC NWBKGB2L, quote invoice no.",
        f"Sort code {digits(2)}-{digits(2)}-{digits(2)}, acc {digits(8)} — that's the university income account printed on our invoices",
        f"German collaborator's institute bank details for the sample shipment invoice: IBAN {iban('DE', digits(18))}",
    )

    r.add(
        "postcode",
        "Courier collection: Institute of Genetics, Crewe Road South, Edinburgh EH4 2XU, loading bay",
        "Royal Infirmary site EH16 4SA; BioQuarter stores EH16 4UX",
    )

    r.add(
        "phone_number",
        f"Security control room 0131 {digits(3)} {digits(4)} (24h) — ring them if the freezer alarm goes",
        f"Thermo engineer direct line +44 7{digits(3)} {digits(6)}, service contract no. {digits(8, lead=True)}",
        f"RC helpdesk ext {digits(5, lead=True)}",
    )

    r.add(
        "ip_address",
        f"plate reader PC is 10.{digits(2)}.{digits(2)}.{digits(2)} on the instrument VLAN, static",
        "NAS at 192.168.40.12, printer .15, qPCR .21 — gateway 192.168.40.1",
        f"firewall request: allow 172.16.{digits(2)}.0/24 to the sequencer share, port 445",
    )

    r.add(
        "software_version",
        f"ZEN blue 3.{pick(7, 8, 9)}.{digits(2)}.{digits(5)} on the confocal; do not update before the paper",
        f"R {pick('4.3.3', '4.4.0', '4.4.1')}, Bioconductor 3.{pick(18, 19)}, DESeq2 1.{pick(42, 44)}.0",
        f"REDCap upgraded to 14.{pick(0, 1, 2)}.{digits(2)} LTS last night",
    )

    r.add(
        "instrument_serial_number",
        f"CLARIOstar serial {digits(3)}-{digits(4)}, asset tag ACME-{digits(6)}",
        f"-80 Thermo TSX S/N {digits(10, lead=True)} — for the warranty claim",
        f"Confocal S/N {rnd(UPPER + DIGITS, 10)}, licence key ID on the dongle (not the key) ZN{digits(6)}",
    )

    r.add(
        "mac_address",
        f"register for the instrument VLAN: qPCR PC MAC {mac(':', True)}",
        f"plate reader ethernet {mac('-', True)}, wifi {mac()} (wifi disabled)",
    )

    r.add(
        "reagent_catalogue_number",
        f"reorder: Q5 polymerase M{digits(4)}S, dNTPs N{digits(4)}S, Qubit kit Q{digits(5)}",
        f"Sigma cat no. {pick('D', 'T', 'P')}{digits(4)}-{digits(3)}ML, Thermo {digits(8, lead=True)}",
        f"EAN on the tip boxes {ean13('50')} — scan into inventory",
    )

    r.add(
        "reagent_lot_number",
        f"Lot {digits(7, lead=True)} of the FBS failed QC, quarantine it (exp 2026-0{pick(1, 2, 3)})",
        f"antibody lot GR{digits(7, lead=True)}-{digits(1)} works, the new lot {digits(6)} doesn't",
    )

    r.add(
        "shipment_tracking_number",
        f"dry ice shipment to Dundee, World Courier AWB {digits(3)}-{digits(8)}",
        f"FedEx tracking {digits(12, lead=True)} (samples to Leiden)",
        f"DHL waybill {digits(10, lead=True)} — customs hold, need the MTA number",
    )

    r.add(
        "it_ticket_number",
        f"IS ticket INC{digits(7)} for the microscope PC network drop",
        f"RC ticket #{digits(6, lead=True)}: quota increase to 20TB approved",
        f"Estates job {digits(7, lead=True)}/{pick('A', 'B')} for the cold room door",
    )

    r.add(
        "travel_booking_reference",
        f"Flight to the Lisbon meeting, booking ref {rnd(UPPER + DIGITS, 6)}, e-ticket {digits(3)}-{digits(10)}",
        f"Hotel conf. no. {digits(9, lead=True)}, Trainline ref {rnd(UPPER + DIGITS, 8)}",
    )

    r.add(
        "conference_discount_code",
        f"Early bird code for the student registrations: GENETICS{digits(2)}EARLY",
        f"supplier promo code {rnd(UPPER, 4)}{digits(2)} for 15% off tips until end of month",
    )

    r.add(
        "publication_id",
        f"PMID: {digits(8, lead=True)}  PMCID: PMC{digits(8, lead=True)}",
        f"ISBN for the methods book chapter: {ean13('978')}",
    )

    r.add(
        "protein_structure_accession",
        f"UniProt {pick('P', 'Q', 'O')}{digits(1)}{rnd(UPPER + DIGITS, 3)}{digits(1)}, PDB {digits(1, lead=True)}{rnd(UPPER + DIGITS, 3)} for the figure",
        f"AlphaFold model AF-{pick('P', 'Q')}{digits(5)}-F1-model_v4",
    )

    r.add(
        "plasmid_repository_id",
        f"Addgene #{digits(6, lead=True)} (pX330) and #{digits(5, lead=True)} — order for Priya",
        f"MTA ref for the strain from Leiden: MTA-{digits(4)}-{digits(4)}",
    )

    r.add(
        "meeting_id",
        f"Lab meeting Zoom: meeting ID {digits(3, lead=True)} {digits(4)} {digits(4)} (passcode on the calendar invite)",
        f"Teams seminar link id {digits(12, lead=True)}",
    )

    r.add(
        "revoked_token_note",
        f"The Benchling key ending ...{rnd(ALNUM, 4)} was revoked 2/5, don't use the old scripts",
        "GitHub PAT for the bot expired on Friday, generated a new one and it's in the vault",
        "AWS access key for fenlab-uploader deactivated after the leak scan flagged it — IAM shows it as Inactive",
    )

    r.add(
        "mfa_setup_note",
        "To set up 2FA on the cluster: scan the QR in the portal with Authenticator, then enter the 6-digit code",
        "Lost phone => RC can reset the TOTP, takes a day. Backup codes are in the lab safe",
        "SSO now needs MFA for the VPN too, the code changes every 30 seconds, don't write them down",
    )

    r.add(
        "budget_cost_code",
        f"cost code {digits(6, lead=True)}/{digits(4)} (MRC), consumables sub-code {digits(4)}",
        f"charge the sequencing to project {rnd(UPPER, 1)}{digits(5)} / task {digits(3)}",
    )

    r.add(
        "staff_student_number",
        f"Priya staff no. {digits(6, lead=True)}, start date 03/06 — needs card access and HPC account",
        f"MSc student UUNs: {uun()}, {uun()}, {uun()} — add to the ethics training list",
    )

    r.add(
        "bitlocker_key_id",
        f"BitLocker recovery key ID for the qPCR laptop (IS need this to look it up): {hexs(8).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(4).upper()}-{hexs(12).upper()}",
        f"Key ID: {hexs(8).upper()} — IS have the actual recovery key, ring them",
    )

    r.add(
        "pgp_key_fingerprint",
        f"Data safe haven PGP public key fingerprint: {groups(hexs(40).upper(), 4)}",
        f"encrypt to the collaborator's key 0x{hexs(16).upper()}",
    )

    r.add(
        "age_recipient",
        f"age public key for the off-site backup (recipient, fine to share): {age_public_key()}",
        f"age -r {age_public_key()} -o export.csv.age export.csv",
    )

    r.add(
        "config_template_placeholder",
        "REDCAP_API_TOKEN=<paste your own token here>\nREDCAP_URL=https://redcap.acme-uni.example/api/",
        "[fenlab-data]\naws_access_key_id = YOUR_KEY_ID\naws_secret_access_key = YOUR_SECRET\nregion = eu-west-2",
        "globus client secret: XXXXXXXX (ask Morag)",
    )

    r.add(
        "website_site_key",
        f"reCAPTCHA site key for the lab website contact form (public, goes in the HTML): 6L{rnd(URLSAFE, 38)}",
        "Plausible analytics domain fenwicklab.acme-uni.example, data-domain attr, nothing secret",
    )

    r.add(
        "wifi_network_name",
        "Guest wifi is ACME-Guest, visitors get the password from reception (changes monthly)",
        "eduroam works in the lab; instrument PCs use the IGMM-Instruments SSID (hidden), IS have the key",
    )

    r.add(
        "vehicle_registration",
        f"Lab van for the sample runs to the Royal: reg SV{digits(2)} {rnd(UPPER, 3)}, parking permit {digits(5)}",
        f"Courier vehicle reg {rnd(UPPER, 2)}{digits(2)} {rnd(UPPER, 3)} — let them in the loading bay",
    )

    r.add(
        "training_certificate_id",
        f"GCP certificate no. {rnd(UPPER, 3)}-{digits(6)}, valid to 2026",
        f"Home Office PIL number I{hexs(8).upper()}",
    )

    r.add(
        "inventory_barcode",
        f"Matrix tube barcodes for box 7: {digits(10, lead=True)}, {digits(10, lead=True)}, {digits(10, lead=True)}",
        f"FluidX rack id FR{digits(8)}",
    )

    r.add(
        "file_manifest_hash",
        f"BAM index md5s in the manifest:\n{md5()}  sample_{digits(3)}.bam.bai\n{md5()}  sample_{digits(3)}.bam.bai",
        f"crc32c of the upload {rnd(B64, 6)}== (gsutil hash -c)",
    )

    r.add(
        "data_access_request_id",
        f"Data access request DAR-{digits(4)}-{digits(5)} to the biobank approved",
        f"EGA dataset EGAD{digits(11, lead=True)} / study EGAS{digits(11, lead=True)} — controlled access, apply via the DAC",
    )

    r.add(
        "security_incident_note",
        "Phishing email pretending to be RC asked for cluster passwords — reported it, nobody clicked",
        "Someone pasted a REDCap token in the lab Slack; token revoked within the hour, incident INC logged",
    )

    return r


def main() -> None:
    write_corpora("make_heldout176.py", [
        ("heldout176_credentials.yaml", credentials(), "batch 176 (Edinburgh research lab manager: REDCap, HPC, instruments, data bucket), written blind; every value synthetic"),
        ("heldout176_lookalikes.yaml", lookalikes(), "batch 176 look-alikes: accessions, grant refs, sample ids, checksums, job ids, vault references, written blind"),
    ])


if __name__ == "__main__":
    main()
