# ruff: noqa: E501
"""Writes heldout345_credentials.yaml and heldout345_lookalikes.yaml: held-out batch 345.

Persona: the manager of a bioinformatics core facility at a university in Copenhagen, who
writes her notes in Danish (with æ ø å) mixed with English. She keeps HPC cluster accounts
(Slurm logins, SSH keys, Globus confidential clients), S3-compatible object storage keys
(Ceph RGW and AWS), the LIMS and ELN logins and API keys, sequencing-vendor portals
(BaseSpace and the like), Conda and Docker registry tokens, GitLab CI tokens, the -80
freezer alarm code, door and safe codes, the lab Wi-Fi key, the department purchase card
and the MitID app code she set; and many look-alikes: Slurm job ids, Illumina run folders
and flow cells, index sequences, SRA/ENA accessions, checksums, image digests, public keys
and fingerprints, Globus collection ids, order, invoice and tracking numbers, CVR and EAN
numbers, vendor IBANs, masked values, references to CI and vault secrets, expired one-time
codes, versions, serials, grant numbers and public client ids.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    age_public_key,
    age_secret_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    b64url,
    basic,
    bitlocker_key,
    card_expiry,
    digits,
    discord_webhook,
    dockerhub_token,
    ean13,
    github_fine_token,
    github_token,
    gitlab_token,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    openssh_private,
    orcid,
    phrase,
    pick,
    pin,
    recovery_codes,
    rnd,
    s10,
    slack_webhook,
    ssh_fingerprint,
    ssh_pub,
    totp_seed,
    uid,
    write_corpora,
)

ORD = [
    "rugbrød", "løvetand", "æblekage", "øresund", "fjord", "måge", "lakrids", "snegl",
    "bølge", "kanel", "cykel", "regnvejr", "strand", "skovsø", "frikadelle", "vandmand",
    "hyldeblomst", "kælder", "fyrtårn", "sildesalat", "pipette", "genom", "flowcelle", "sekvens",
]

WEAK = ("1111", "0000", "2580", "1212", "123456", "654321")


# ---------------------------------------------------------------- credential values


def dk_pw() -> str:
    """A password this persona chose, or one her manager generated."""
    word = secrets.choice(ORD)
    return pick(
        f"{word.capitalize()}{digits(pick(2, 3, 4))}{pick('!', '#', '%', '&', '?')}",
        f"{word}-{secrets.choice(ORD)}-{digits(2)}",
        rnd(ALNUM + "!#%&*-_", pick(14, 16, 18)),
        rnd(ALNUM, pick(16, 20)),
    )


def passphrase(n: int = 5) -> str:
    return phrase(ORD, n, pick(" ", "-", "."))


def globus_secret() -> str:
    """A Globus confidential client's secret: 32 random bytes in base64."""
    return b64(secrets.token_bytes(32))


def globus_client_id() -> str:
    return uid()


def ceph_access() -> str:
    return rnd(UPPER + DIGITS, 20)


def ceph_secret() -> str:
    return rnd(ALNUM, 40)


def elab_key() -> str:
    """An eLabFTW API key: the key's id, a dash, then 84 hex."""
    return f"{secrets.randbelow(60) + 2}-{hexs(84)}"


def basespace_token() -> str:
    return hexs(32)


def anaconda_token() -> str:
    return f"{rnd(LOWER, 2)}-{uid()}"


def artifactory_key() -> str:
    return "AKCp8" + rnd(ALNUM, 68)


def quay_robot_token() -> str:
    return rnd(UPPER + DIGITS, 64)


def harbor_secret() -> str:
    return rnd(ALNUM, 32)


def glrt() -> str:
    return "glrt-" + rnd(URLSAFE, 20)


def glptt() -> str:
    return "glptt-" + hexs(40)


def gldt() -> str:
    return "gldt-" + rnd(URLSAFE, 20)


def mattermost_hook() -> str:
    return f"https://mattermost.acme.internal/hooks/{rnd(LOWER + DIGITS, 26)}"


def tower_token() -> str:
    """A Seqera Platform (Nextflow Tower) access token: base64 of the token id, a dot, 40 hex."""
    return f"{b64url({'tid': secrets.randbelow(9000) + 1000})}.{hexs(40)}"


def ncbi_key() -> str:
    return hexs(36)


def jupyter_token() -> str:
    return hexs(32)


def django_session() -> str:
    return rnd(LOWER + DIGITS, 32)


def jsessionid() -> str:
    return rnd("0123456789ABCDEF", 32)


def dankort_visa() -> str:
    return groups(luhn("4571"), 4)


def cvv() -> str:
    return digits(3)


def wpa_key() -> str:
    return pick(rnd(ALNUM, pick(12, 16, 20)), passphrase(4).replace(" ", "-"), f"{secrets.choice(ORD)}{digits(4)}{secrets.choice(ORD)}")


# ---------------------------------------------------------------- look-alike values


def slurm_job() -> str:
    return digits(7, lead=True)


def run_date() -> str:
    return f"{pick('23', '24', '25')}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def novaseq_run() -> str:
    return f"{run_date()}_A0{digits(4)}_{digits(4)}_{pick('A', 'B')}H{rnd(UPPER + DIGITS, 5)}DSX{pick('2', '3', '5', '7')}"


def nextseq_run() -> str:
    return f"{run_date()}_VH00{digits(3)}_{secrets.randbelow(400) + 1}_AA{rnd(UPPER + DIGITS, 5)}M5"


def flowcell() -> str:
    return f"H{rnd(UPPER + DIGITS, 5)}DSX{pick('2', '3', '5', '7')}"


def index_seq(n: int = 8) -> str:
    return "".join(secrets.choice("ACGT") for _ in range(n))


def dk_phone() -> str:
    return groups(str(secrets.randbelow(7) + 2) + digits(7), 2)


def cvr() -> str:
    return digits(8, lead=True)


def sample_id() -> str:
    return f"CF{pick('24', '25')}-{digits(5)}"


def conda_build() -> str:
    return f"h{hexs(7)}_{secrets.randbelow(6)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "hpc_login_password",
        f"HPC login (sophia.hpc.acme.internal) bruger: cf-admin kode: {dk_pw()}",
        f"nyt password til slurm-klyngen efter reset d. 3/9\n{dk_pw()}",
        f"Huske: min kode til login1.hpc.acme.internal er {dk_pw()} (skift inden jul!!)",
        f"ssh cfadm@login2.hpc.acme.internal  pw {dk_pw()}  -- hvis nøglen driller",
        f"sbatch-konto til studerende (fælles, ugh): user cf-student / {dk_pw()}",
    )

    r.add(
        "ssh_private_key",
        "deploy-nøgle til pipeline-repoet på klyngen, id_ed25519:\n" + openssh_private(),
        "rsync-key for backup til ucloud (må IKKE committes)\n" + openssh_private(),
        openssh_private() + "\n^ den gamle nøgle fra Rasmus' bruger, slettes når han er væk",
        "~/.ssh/id_ed25519 fra den nye laptop, kopi her i tilfælde af crash:\n" + openssh_private(),
    )

    r.add(
        "keepass_master_passphrase",
        f"KeePass master (core-facility.kdbx): {passphrase(5)}",
        f"masterpassword til den delte kdbx fil\n{passphrase(6)}",
        f"passphrase til min ssh-nøgle = {passphrase(4)}",
        f"KeePassXC db 'sekventering' — adgangsfrase: \"{passphrase(5)}\" (skrevet ned også i pengeskabet)",
    )

    r.add(
        "globus_client_secret",
        f"Globus confidential client til data delivery\nclient id {globus_client_id()}\nsecret {globus_secret()}",
        f"export GLOBUS_CLIENT_ID={globus_client_id()}\nexport GLOBUS_CLIENT_SECRET={globus_secret()}",
        f"globus app secret (ny, den gamle er revoked): {globus_secret()}",
        f"globus-delivery.yaml:\n  client_id: {globus_client_id()}\n  client_secret: \"{globus_secret()}\"\n  collection: cf-delivery",
        f"ConfidentialAppAuthClient(\"{globus_client_id()}\", \"{globus_secret()}\")  # TODO flyt til env",
    )

    r.add(
        "s3_object_storage_keys",
        f"Ceph S3 (objstore.acme.internal) bucket cf-raw-runs\naccess {ceph_access()}\nsecret {ceph_secret()}",
        f"[cf-ceph]\naws_access_key_id = {ceph_access()}\naws_secret_access_key = {ceph_secret()}\nendpoint_url = https://objstore.acme.internal",
        f"mc alias set cfminio https://minio.acme.internal:9000 {ceph_access()} {ceph_secret()}",
        f"S3 nøgler til arkivet, read-write!!  {ceph_access()} : {ceph_secret()}",
        f"rclone config, remote 'arkiv':\ntype = s3\nprovider = Ceph\naccess_key_id = {ceph_access()}\nsecret_access_key = {ceph_secret()}",
    )

    r.add(
        "aws_access_key",
        f"AWS til Glacier-kopien af rådata: {aws_key_id()} / {aws_secret()}",
        f"export AWS_ACCESS_KEY_ID={aws_key_id()}\nexport AWS_SECRET_ACCESS_KEY={aws_secret()}\naws s3 sync /data/runs s3://acme-cf-glacier/",
        f"IAM bruger cf-uploader (konto {aws_account()})\nkey id {aws_key_id()}\nsecret {aws_secret()}",
        f"aws creds (eu-north-1) -> key {aws_key_id()} secret {aws_secret()}  husk at rotere i marts",
    )

    r.add(
        "lims_password",
        f"LIMS admin login: admin / {dk_pw()}",
        f"Clarity LIMS (lims.acme.internal) — min bruger hedder cfmanager, adgangskoden er {dk_pw()}",
        f"lims servicekonto til sample-import scriptet\nbruger: svc_import\npassword: {dk_pw()}",
        f"ny kode til LIMS efter de tvang os til at skifte {dk_pw()}",
        f"| system | bruger | kode |\n|---|---|---|\n| LIMS | lab-tech | {dk_pw()} |",
    )

    r.add(
        "eln_api_key",
        f"eLabFTW API key (read/write) til import af protokoller: {elab_key()}",
        f"curl -H \"Authorization: {elab_key()}\" https://eln.acme.internal/api/v2/experiments",
        f"ELN_API_KEY={elab_key()}",
        f"elab nøgle til Mettes script (kun read) {elab_key()}",
        f"eln:\n  url: https://eln.acme.internal\n  api_key: \"{elab_key()}\"\n  verify: true",
    )

    r.add(
        "basespace_token",
        f"BaseSpace access token (til bs cli): {basespace_token()}",
        f"~/.basespace/default.cfg\napiServer = https://api.euc1.sh.basespace.illumina.com\naccessToken = {basespace_token()}",
        f"bs auth gav mig dette token {basespace_token()} — gælder til vi skifter workgroup",
        f"basespace tok for the run-sync cron  {basespace_token()}",
    )

    r.add(
        "vendor_portal_password",
        f"Novogene portal (cf-order@acme.test): {dk_pw()}",
        f"Eurofins Genomics login\nuser: kbh-corefacility\npw: {dk_pw()}",
        f"kode til MyIllumina (service requests) er {dk_pw()}",
        f"Oxford Nanopore community + store: bruger cfkbh, adgangskode {dk_pw()} (den gamle virkede ikke mere)",
    )

    r.add(
        "conda_channel_token",
        f"privat conda kanal: conda config --add channels https://conda.anaconda.org/t/{anaconda_token()}/acme-cf",
        f"anaconda.org token til upload af pakker {anaconda_token()}",
        f"Artifactory API key til conda-remote:\n{artifactory_key()}",
        f"# .condarc\nchannels:\n  - https://cf:{artifactory_key()}@artifactory.acme.internal/artifactory/api/conda/conda-cf\n  - conda-forge",
    )

    r.add(
        "container_registry_token",
        f"docker login -u acmecf -p {dockerhub_token()}",
        f"Docker Hub PAT (read-only, til klyngen så vi ikke rammer rate limit): {dockerhub_token()}",
        '{"auths": {"quay.io": {"auth": "' + basic("acme_cf+ci", quay_robot_token()) + '"}}}',
        f"harbor robot konto robot$cf-pipelines\nsecret: {harbor_secret()}",
        f"quay robot acme_cf+puller token {quay_robot_token()}",
    )

    r.add(
        "gitlab_personal_token",
        f"GitLab PAT (api, write_repository) udløber 2026-03-01: {gitlab_token()}",
        f"git clone https://oauth2:{gitlab_token()}@gitlab.acme.internal/cf/nf-pipelines.git",
        f"min gitlab token = {gitlab_token()}",
        f"export GITLAB_TOKEN={gitlab_token()}\npython sync_issues.py",
        f"gitlab tokn til Sørens bot (scope read_api) {gitlab_token()}",
    )

    r.add(
        "gitlab_ci_tokens",
        f"runner registrering på den nye GPU-node:\ngitlab-runner register --url https://gitlab.acme.internal --token {glrt()}",
        f"pipeline trigger token for nf-rnaseq: {glptt()}",
        f"curl -X POST -F token={glptt()} -F ref=main https://gitlab.acme.internal/api/v4/projects/112/trigger/pipeline",
        f"deploy token (read_registry) brugernavn gitlab+deploy-token-7 kode {gldt()}",
        f"[[runners]]\n  name = \"gpu01\"\n  url = \"https://gitlab.acme.internal\"\n  token = \"{glrt()}\"\n  executor = \"docker\"",
    )

    r.add(
        "github_token",
        f"GitHub PAT til nf-core forks: {github_token()}",
        f"fine-grained token (kun acme-cf/multiqc-plugins) {github_fine_token()}",
        f"gh auth login --with-token <<< {github_token()}",
        f"github tkn for renovate på vores repos\n{github_fine_token()}",
    )

    r.add(
        "freezer_alarm_code",
        f"-80 fryseren i kælderen, alarm kode {pin(4, WEAK)}",
        f"Alarmkode til frysere (rum 2.14): {pin(4, WEAK)} — slå fra FØR man åbner ved afrimning",
        f"freezer alarm deaktivering {pin(6, WEAK)}#",
        f"Husk til vagtlisten: koden til at kvittere fryser-alarmen er {pin(4, WEAK)}",
        f"LN2 tank + -80 alarmpanel\nkode: {pin(4, WEAK)}\n(service: Kold Lab ApS)",
    )

    r.add(
        "door_code",
        f"Dørkode til sekventeringslab (bygning 6, 3. sal): {pin(4, WEAK)}",
        f"ny dørkode fra mandag {pin(5, WEAK)} — sig det til de studerende",
        f"kodelås serverrum {pin(4, WEAK)}*",
        f"door code for the cleanroom annex is {pin(6, WEAK)}",
        f"Til gæsteforskeren: hoveddør kl 18-07 kræver kort + kode {pin(4, WEAK)}",
    )

    r.add(
        "mitid_app_code",
        f"MitID app-kode (den jeg selv valgte på den nye telefon): {pin(6, WEAK)}",
        f"pinkode til MitID appen {pin(4, WEAK)} - ikke det samme som telefonens",
        f"Note to self: MitID app kode = {pin(6, WEAK)}",
        f"mitid app pin efter telefonskift\n{pin(4, WEAK)}",
    )

    r.add(
        "wifi_key",
        f"Wi-Fi i labbet (SSID CF-Instruments) WPA2: {wpa_key()}",
        f"gæstenet til kursus i næste uge\nSSID: CoreFacility-Guest\nkode: {wpa_key()}",
        f"WLAN for the sequencer network (isolated): psk={wpa_key()}",
        f"wifi kode til nanopore-laptoppens hotspot {wpa_key()}",
        f"network={{\n  ssid=\"CF-Lab\"\n  psk=\"{wpa_key()}\"\n}}",
    )

    r.add(
        "database_url",
        f"LIMS_DB_URL=postgresql://lims:{rnd(ALNUM, 24)}@pg.lims.acme.internal:5432/lims",
        f"sqlalchemy.url = postgresql+psycopg://sampletrack:{rnd(ALNUM, 20)}@db01.acme.internal/sampletrack",
        f"mongo til MultiQC-arkivet: mongodb://mqc_rw:{rnd(ALNUM, 18)}@mongo.acme.internal:27017/multiqc?authSource=admin",
        f"psql \"host=pg.lims.acme.internal dbname=lims user=reporting password={dk_pw()}\"",
        f"DATABASE_URL: mysql://slurm:{rnd(ALNUM, 22)}@slurmdb.hpc.acme.internal:3306/slurm_acct_db",
    )

    r.add(
        "mariadb_password",
        f"slurmdbd.conf\nStorageType=accounting_storage/mysql\nStorageHost=slurmdb.hpc.acme.internal\nStorageUser=slurm\nStoragePass={rnd(ALNUM, 24)}",
        f"[client]\nuser=cfreport\npassword={dk_pw()}\nhost=mariadb.acme.internal",
        f"mariadb root paa slurmdb-vm: {rnd(ALNUM + '_', 20)}",
        f"CREATE USER 'lims_ro'@'%' IDENTIFIED BY '{rnd(ALNUM, 18)}';",
    )

    r.add(
        "chat_webhook_url",
        f"Slack webhook til #cf-runs (run færdig-beskeder): {slack_webhook()}",
        f"SLACK_WEBHOOK_URL={slack_webhook()}",
        f"mattermost incoming hook for freezer-alarmer\n{mattermost_hook()}",
        f"curl -X POST -H 'Content-Type: application/json' -d '{{\"text\":\"demux done\"}}' {slack_webhook()}",
        f"discord webhook til studenter-serveren {discord_webhook()}",
    )

    r.add(
        "totp_seed",
        f"TOTP seed til HPC 2FA (backup hvis telefonen dør): {totp_seed()}",
        f"otpauth://totp/HPC:cfadm?secret={totp_seed()}&issuer=HPC-KU&digits=6",
        f"2fa secret key for the gitlab admin account\n{groups(totp_seed().lower(), 4)}",
        f"authenticator nøgle til LIMS (manuel indtastning) {groups(totp_seed(), 4)}",
        f"globus MFA seed -> {totp_seed()}",
    )

    r.add(
        "recovery_codes",
        "GitHub recovery codes (acme-cf admin):\n" + recovery_codes(8, "github"),
        "backup-koder til Google-kontoen for cf.kbh@acme.test\n" + recovery_codes(5, "digits"),
        "GitLab recovery codes, gem offline!!\n" + recovery_codes(6, "alnum"),
        "Globus ID backup codes: " + ", ".join(rnd(LOWER + DIGITS, 10) for _ in range(4)),
        "nødkoder til Slack workspace (2FA):\n" + "\n".join(f"{digits(4)}-{digits(4)}" for _ in range(6)),
    )

    r.add(
        "bitlocker_key",
        f"BitLocker recovery key til den gamle instrument-PC (NovaSeq control): {bitlocker_key()}",
        f"bitlocker gendannelsesnøgle, laptop CF-LT-07\n{bitlocker_key()}",
        f"Recovery key ID 6B2A... -> {bitlocker_key()}",
        f"bitlocker nøgle for analyse-pc'en i 2.14: {bitlocker_key()} (IT bad mig gemme den)",
    )

    r.add(
        "age_sops_key",
        f"sops age nøgle til secrets.enc.yaml i infra-repoet:\n{age_secret_key()}",
        f"# created: 2025-01-14T09:02:11+01:00\n# public key: {age_public_key()}\n{age_secret_key()}",
        f"SOPS_AGE_KEY={age_secret_key()}",
        f"age privat nøgle (ansible vault-erstatning) {age_secret_key()}",
    )

    r.add(
        "smtp_app_password",
        f"Gmail app password til run-notifikationer (cf.kbh@acme.test): {app_password()}",
        f"app-adgangskode til Thunderbird på analyse-pc'en\n{app_password()}",
        f"SMTP_USER=cf.notifier@acme.test\nSMTP_PASS=\"{app_password()}\"",
        f"msmtp: account cf host smtp.gmail.com user cf.kbh@acme.test password {app_password().replace(' ', '')}",
        f"google app pw (mail fra LIMS) {app_password()}",
    )

    r.add(
        "jupyterhub_token",
        f"JupyterHub API token til idle-culler: {jupyter_token()}",
        f"c.JupyterHub.services = [{{\"name\": \"cull\", \"api_token\": \"{jupyter_token()}\"}}]",
        f"jupyter token for kurset (hub.acme.internal) {jupyter_token()}",
        f"curl -H \"Authorization: token {jupyter_token()}\" https://hub.acme.internal/hub/api/users",
    )

    r.add(
        "seqera_tower_token",
        f"TOWER_ACCESS_TOKEN={tower_token()}",
        f"Seqera Platform token (workspace cf-kbh): {tower_token()}",
        f"nextflow run nf-core/rnaseq -with-tower --tower.accessToken {tower_token()}",
        f"tower {{\n  enabled = true\n  accessToken = '{tower_token()}'\n}}",
    )

    r.add(
        "ncbi_api_key",
        f"NCBI API key (10 req/s) {ncbi_key()}",
        f"export NCBI_API_KEY={ncbi_key()}",
        f"Entrez.api_key = \"{ncbi_key()}\"  # min egen, brug ikke i kursus-notebooks",
        f"ncbi nøgle til datasets cli\n{ncbi_key()}",
    )

    r.add(
        "session_cookie",
        f"LIMS sessionid={django_session()} (kopieret fra browseren for at teste API'et)",
        f"Cookie: JSESSIONID={jsessionid()}; Path=/clarity; HttpOnly",
        f"curl -b 'sessionid={django_session()}' https://eln.acme.internal/api/",
        f"session cookie fra BaseSpace til scraperen\nbs_session={rnd(URLSAFE, 48)}",
        f"requests.get(url, cookies={{\"sessionid\": \"{django_session()}\"}})",
    )

    r.add(
        "purchase_card",
        f"Institut-kortet (indkøb, Visa/Dankort): {dankort_visa()} udl. {card_expiry()} cvv {cvv()}",
        f"firmakort til reagenser\n{dankort_visa()}\n{card_expiry()}  {cvv()}",
        f"kreditkort for Illumina webshop: nr {dankort_visa().replace(' ', '')}, exp {card_expiry()}, kontrolcifre {cvv()}",
        f"Kortnr {dankort_visa()} / {card_expiry()} / CVC {cvv()} (kun til Addgene og NEB)",
        f"betalingskort: {dankort_visa()}, gyldigt til {card_expiry()}, sikkerhedskode {cvv()} — ring til Birgit hvis det afvises",
    )

    r.add(
        "safe_code",
        f"pengeskabet på mit kontor: {pin(6, WEAK)}",
        f"Nøgleskab (instrumentnøgler) kode {pin(4, WEAK)}",
        f"safe combo in the stockroom -> {pin(2)}-{pin(2)}-{pin(2)}",
        f"kodeboks ved døren til gæstelejligheden\n{pin(4, WEAK)}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "slurm_job_ids",
        f"job {slurm_job()} hang i PENDING (Resources) hele weekenden",
        f"sacct -j {slurm_job()} --format=JobID,Elapsed,MaxRSS,State",
        f"scancel {slurm_job()} {slurm_job()} {slurm_job()}  # forkerte array-jobs",
        f"  JOBID PARTITION     NAME     USER ST       TIME  NODES\n{slurm_job()}   gpu   nfcore_r  cfadm  R    3:12:44      1\n{slurm_job()}   cpu   demux     cfadm PD       0:00      1",
        f"OOM i job {slurm_job()}_{secrets.randbelow(90) + 1} — øg --mem til 64G",
    )

    r.add(
        "illumina_run_folder",
        f"NovaSeq run {novaseq_run()} færdig, Q30 93.1%",
        f"/data/runs/{novaseq_run()}/RTAComplete.txt mangler stadig",
        f"bcl-convert --bcl-input-directory {nextseq_run()} --output-directory /scratch/demux/",
        f"flowcelle {flowcell()} (S4) brugt til pool 17 og 18",
        f"run folder: {nextseq_run()}\nSampleSheet v2 uploadet kl. 14:10",
    )

    r.add(
        "index_sequences",
        f"i7 {index_seq()} / i5 {index_seq()} er byttet om på prøve 12!",
        f"[BCLConvert_Data]\nLane,Sample_ID,Index,Index2\n1,{sample_id()},{index_seq(10)},{index_seq(10)}\n1,{sample_id()},{index_seq(10)},{index_seq(10)}",
        f"adapter til trimming: {index_seq(13)}{index_seq(20)}",
        f"UMI-read {index_seq(12)} dukker op 40k gange, tjek dedup",
    )

    r.add(
        "sra_ena_accessions",
        f"upload til ENA ok: study PRJEB{digits(5, lead=True)}, samples SAMEA{digits(8, lead=True)}–SAMEA{digits(8, lead=True)}",
        f"prefetch SRR{digits(8, lead=True)} SRR{digits(8, lead=True)}",
        f"GEO accession til papiret: GSE{digits(6, lead=True)} (privat indtil publicering)",
        f"fasterq-dump ERR{digits(7, lead=True)} --split-files",
        f"Reviewer link til data: https://www.ebi.ac.uk/ena/browser/view/PRJEB{digits(5, lead=True)}",
    )

    r.add(
        "commit_hashes",
        f"pipeline låst til nf-core/rnaseq commit {hexs(40)}",
        f"git checkout {hexs(7)}  # før Jonas' ændring af STAR-parametre",
        f"nextflow run acme-cf/wgs -r {hexs(40)} -profile hpc",
        f"merge request !{secrets.randbelow(400) + 10} merged som {hexs(12)}",
    )

    r.add(
        "fastq_checksums",
        f"md5sum -c manifest.md5\n{hexs(32)}  {sample_id()}_R1.fastq.gz\n{hexs(32)}  {sample_id()}_R2.fastq.gz",
        f"checksum fra kunden matcher ikke: de har {hexs(32)}, vi har {hexs(32)}",
        f"sha256 for leverance-tar: {hexs(64)}",
        f"ENA kræver md5 — {sample_id()}.cram {hexs(32)}",
        f"xxhash64 af bam-filen {hexs(16)} (rclone check ok)",
    )

    r.add(
        "container_image_digests",
        f"singularity pull docker://quay.io/biocontainers/samtools@sha256:{hexs(64)}",
        f"image: registry.acme.internal/cf/demux@sha256:{hexs(64)}",
        f"docker images --digests: sha256:{hexs(64)} er den der kører i prod",
        f"apptainer cache: blob sha256:{hexs(64)} 412MB",
    )

    r.add(
        "ssh_public_keys",
        f"authorized_keys til den nye tekniker: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} trine@cf-lt-09",
        f"host key fingerprint for login1: ED25519 {ssh_fingerprint()} — tjek før du siger yes",
        f"offentlig nøgle til leverance-serveren\nssh-rsa {ssh_pub('ssh-rsa', 270)} delivery@cf",
        f"The authenticity of host 'login2.hpc.acme.internal' can't be established.\nECDSA key fingerprint is {ssh_fingerprint()}.",
        f"sendte min pub key til HPC-supporten: ssh-ed25519 {ssh_pub('ssh-ed25519', 32)} cfadm@mac",
    )

    r.add(
        "globus_collection_ids",
        f"leverance-collection: https://app.globus.org/file-manager?origin_id={uid()}&origin_path=%2Fdelivery%2F",
        f"globus transfer {uid()}:/runs/ {uid()}:/archive/runs/ --recursive",
        f"Globus endpoint id for klyngen {uid()} (mapped collection)",
        f"kunden skal dele til vores guest collection {uid()}",
        f"task id {uid()} fejlede med PERMISSION_DENIED",
    )

    r.add(
        "vendor_order_numbers",
        f"Illumina ordre {digits(10, lead=True)}: 2x NovaSeq X 25B kits",
        f"NEB bestilling SO-{digits(7)} leveres tirsdag",
        f"Ordrenr. hos Thermo: {digits(9, lead=True)}, PO {digits(10, lead=True)}",
        f"Sigma webshop order #{digits(8, lead=True)} — Qubit tubes restordre",
        f"indkøbsordre (Indfak) {digits(8, lead=True)} godkendt af institutleder",
    )

    r.add(
        "faktura_numbers",
        f"Faktura nr. {digits(8, lead=True)} fra Novogene, forfald 30 dage",
        f"kreditnota {digits(7, lead=True)} modregnet i faktura {digits(7, lead=True)}",
        f"intern faktura til gruppe Hansen: CF-{pick('2024', '2025')}-{digits(4)} (34 prøver WGS)",
        f"invoice {rnd(UPPER, 2)}{digits(8)} betalt via EAN",
    )

    r.add(
        "shipment_tracking",
        f"tøris-forsendelse til Uppsala, FedEx {digits(12, lead=True)}",
        f"PostNord pakke {s10('RR', 'DK')} med flowceller retur",
        f"DHL Express waybill {digits(10, lead=True)} (prøver fra Aarhus)",
        f"UPS 1Z{rnd(UPPER + DIGITS, 16)} — reservedele til NovaSeq",
        f"sporingsnummer GLS {digits(11, lead=True)}",
    )

    r.add(
        "vendor_bank_details",
        f"Novogene (UK) bankoplysninger til udlandsbetaling: IBAN {iban('GB', 'HSBC' + digits(14))}, BIC HBUKGB4B",
        f"vores eget projektkonto-IBAN (står på alle fakturaer): {iban('DK', digits(14))}",
        f"Eurofins Genomics GmbH: {iban('DE', digits(18))}",
        f"reg.nr {digits(4, lead=True)} kontonr {digits(10, lead=True)} — Kold Lab ApS, til service-fakturaen",
    )

    r.add(
        "cvr_ean_numbers",
        f"Vores EAN til e-faktura: {ean13('5798')}",
        f"CVR {cvr()} (universitetet) — skal stå på alle ordrer",
        f"leverandør CVR-nr. {cvr()}, P-nr. {digits(10, lead=True)}",
        f"EAN-lokationsnummer for instituttet {ean13('5798')}, kontaktperson mig",
        f"Kunde: Rigshospitalet, EAN {ean13('5798')}, rekvirent {digits(6, lead=True)}",
    )

    r.add(
        "phone_numbers",
        f"Illumina tech support DK: +45 {dk_phone()}",
        f"vagttelefon for fryser-alarm {dk_phone()} (videresendes til mig i weekenden)",
        f"Kold Lab service: tlf. {dk_phone()}, kundenr {digits(6, lead=True)}",
        f"ring til HPC-hotline +45 {dk_phone()} hvis login-noden er nede",
    )

    r.add(
        "masked_values",
        f"Institut-kortet der ender på {digits(4)} blev afvist af webshoppen",
        f"GitLab viser kun glpat-****{rnd(ALNUM, 4)} — den fulde token ligger i KeePass",
        f"AWS key id ***{rnd(UPPER + DIGITS, 4)} er den der skal slettes",
        f"kontonr ****{digits(4)} (Danske Bank) står på betalingsbekræftelsen",
        f"S3 secret: ••••••••{rnd(ALNUM, 4)} (vises kun én gang, gemt i vault)",
    )

    r.add(
        "ci_secret_references",
        "variables:\n  S3_KEY: $CEPH_ACCESS_KEY\n  S3_SECRET: $CEPH_SECRET_KEY  # masked + protected i GitLab",
        "env:\n  GLOBUS_CLIENT_SECRET: ${{ secrets.GLOBUS_CLIENT_SECRET }}\n  BS_TOKEN: ${{ secrets.BASESPACE_TOKEN }}",
        "docker login -u \"$CI_REGISTRY_USER\" -p \"$CI_REGISTRY_PASSWORD\" $CI_REGISTRY",
        "huske: TOWER_ACCESS_TOKEN skal sættes som CI/CD variabel (masked), ikke i nextflow.config",
        "git clone https://gitlab-ci-token:${CI_JOB_TOKEN}@gitlab.acme.internal/cf/refs.git",
    )

    r.add(
        "vault_path_references",
        "LIMS db password ligger i vault: secret/cf/lims/db#password",
        "op read \"op://Core Facility/BaseSpace/credential\"",
        "keepass: Core facility > HPC > cfadm (brug den, ikke en gammel note)",
        "vault kv get -field=secret_key kv/cf/ceph/arkiv",
    )

    r.add(
        "expired_one_time_codes",
        f"SMS-kode fra BaseSpace {digits(6)} — allerede brugt, udløbet efter 10 min",
        f"engangskoden {digits(6)} til Globus-login virkede ikke (udløbet), fik ny",
        f"verification code {digits(6)} (used) for the Illumina portal",
        f"Novogene sendte kode {digits(6)} kl 09:12, brugt kl 09:13",
        f"den gamle 2FA-kode {digits(6)} fra i går er selvfølgelig ugyldig nu",
    )

    r.add(
        "software_versions",
        f"samtools=1.20={conda_build()} og bwa-mem2=2.2.1={conda_build()} i cf-align env",
        "nf-core/rnaseq 3.14.0, Nextflow 24.04.4, Singularity 3.11.5",
        f"bcl-convert v4.3.6 på demux-noden, RTA {pick('4.6.7', '3.4.4', '4.11.3')}",
        "MultiQC v1.25.1 — opgraderet fra 1.21",
        f"Slurm 23.11.{secrets.randbelow(10)} på klyngen efter opdatering; kernel 5.14.0-{digits(3)}.el9",
    )

    r.add(
        "instrument_serials",
        f"NovaSeq X Plus serienr LH00{digits(3)}",
        f"-80 fryser (rum 2.14) SN: {rnd(UPPER + DIGITS, 10)}",
        f"PromethION 24 serial PC24B{digits(3)}, flowcell PAW{digits(5)}",
        f"Qubit 4 S/N {digits(10, lead=True)} — sendt til kalibrering",
        f"Bioanalyzer serial DE{digits(8)}, service-aftale {digits(6)}",
    )

    r.add(
        "mac_addresses",
        f"NovaSeq kontrol-PC MAC {mac(':', True)} skal whitelistes på instrument-VLAN",
        f"MinION laptop wifi {mac('-', True)} / ethernet {mac()}",
        f"dhcp reservation: {mac()} -> 10.40.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}",
        f"fryser-sensorens MAC {mac()} (til IT)",
    )

    r.add(
        "publication_ids",
        f"min ORCID {orcid()}",
        f"papiret med vores pipeline: doi:10.1093/bioinformatics/btae{digits(3)} (PMID {digits(8, lead=True)})",
        f"acknowledgement-tekst + RRID:SCR_0{digits(5)} for core facility",
        f"Zenodo DOI 10.5281/zenodo.{digits(8, lead=True)} for workflow-releasen",
        f"co-author ORCIDs: {orcid()}, {orcid()}",
    )

    r.add(
        "eln_lims_links",
        f"protokol i ELN: https://eln.acme.internal/experiments.php?mode=view&id={digits(4, lead=True)}",
        f"LIMS projekt https://lims.acme.internal/clarity/work-details/{digits(5, lead=True)}",
        f"sample sheet template https://eln.acme.internal/database.php?mode=view&id={digits(3, lead=True)}",
        f"delt mappe til kunden: https://sharepoint.acme.test/sites/cf/Shared%20Documents/{uid()}",
    )

    r.add(
        "gpg_fingerprints",
        f"GPG fingerprint for leverance-krypteringsnøglen: {groups(hexs(40).upper(), 4)}",
        f"gpg --recv-keys {hexs(16).upper()}  # nf-core release key",
        f"pub   ed25519 2024-02-11 [SC]\n      {hexs(40).upper()}\nuid           Core Facility <cf.kbh@acme.test>",
        f"kundens public key fpr {hexs(40).upper()} — bekræftet over telefon",
    )

    r.add(
        "lockfile_hashes",
        f"conda-lock.yml:\n  - name: pysam\n    version: 0.22.1\n    hash:\n      md5: {hexs(32)}\n      sha256: {hexs(64)}",
        f"pip install --require-hashes pysam==0.22.1 --hash=sha256:{hexs(64)}",
        f"pixi.lock ændret: sha256 {hexs(64)}",
        f"environment.yml md5 {hexs(32)} — samme som sidst, ingen rebuild",
    )

    r.add(
        "booking_references",
        f"SAS booking ref {rnd(UPPER + DIGITS, 6)} til ISMB i Dublin",
        f"hotel bekræftelse {digits(10, lead=True)} (Booking.com), PIN til booking kun i mailen",
        f"instrumentbooking #{digits(5)} NovaSeq 14.-16. okt",
        f"DSB billet, ordrenummer {digits(9, lead=True)}",
        f"kursuslokale booket, reference KUB-{digits(6)}",
    )

    r.add(
        "budget_amounts_dates",
        "Budget 2025: forbrugsvarer 1.250.000 kr., service 480.000 kr., løn 2,1 mio",
        f"Pris pr. prøve WGS 30x: {secrets.randbelow(900) + 2100},00 DKK ekskl. moms (gælder fra 01-02-2025)",
        f"service-kontrakt NovaSeq udløber 31.03.2026, fornyelse {secrets.randbelow(90) + 300}.000 kr.",
        f"timeregnskab uge {secrets.randbelow(52) + 1}: 37,5 t, heraf 6 t kundemøder",
    )

    r.add(
        "grant_numbers",
        f"Novo Nordisk Fonden bevilling NNF{pick('23', '24')}OC00{digits(5)}",
        f"DFF projekt {digits(4)}-{digits(5)}B, delregnskab {digits(6, lead=True)}",
        f"Horizon Europe grant agreement {digits(9, lead=True)}",
        f"Carlsbergfondet CF{pick('23', '24')}-{digits(4)} (instrument-bevilling til PromethION)",
    )

    r.add(
        "public_client_ids",
        f"Globus native app client id (offentlig, står i koden): {uid()}",
        f"reCAPTCHA site key til bookingsiden 6L{rnd(URLSAFE, 38)}",
        f"Google OAuth client id {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"Sentry DSN (frontend, public) https://{hexs(32)}@sentry.acme.internal/{secrets.randbelow(40) + 2}",
        f"DocSearch til pipeline-docs: appId {rnd(UPPER + DIGITS, 10)}, search-only apiKey {hexs(32)} (offentlig, må ligge i frontend)",
    )

    r.add(
        "gitlab_pipeline_ids",
        f"pipeline #{digits(6, lead=True)} fejlede på lint-stadiet",
        f"job {digits(8, lead=True)} (test:nf-test) retried 3x",
        f"runner #{digits(3, lead=True)} (gpu01) offline siden i går",
        f"https://gitlab.acme.internal/cf/nf-pipelines/-/pipelines/{digits(6, lead=True)}",
    )

    r.add(
        "sample_ids",
        f"prøver {sample_id()} til {sample_id()} mangler koncentration i LIMS",
        f"plade-barcode {pick('PL', 'CF')}{digits(8)} scannet ind",
        f"{sample_id()}\t{sample_id()}\t{sample_id()}  re-seq (lav yield)",
        f"kundens prøve-id: KU-{rnd(UPPER, 3)}-{digits(4)} = vores {sample_id()}",
        f"tube {rnd(UPPER, 2)}{digits(8)} (FluidX) fundet i den forkerte rack",
    )

    r.add(
        "hostnames_and_ips",
        f"login-noder: login1.hpc.acme.internal (10.20.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}), login2 (.{secrets.randbelow(250) + 2})",
        f"NovaSeq sender data til \\\\storage.acme.internal\\runs via 10.40.{secrets.randbelow(250)}.{secrets.randbelow(250) + 2}",
        f"minio console: https://minio.acme.internal:9001 (port 9000 for API), VLAN {secrets.randbelow(900) + 100}",
        f"ny GPU node gpu0{secrets.randbelow(9) + 1}.hpc.acme.internal, 4x L40S",
    )

    return r


def main() -> None:
    write_corpora("make_heldout345.py", [
        ("heldout345_credentials.yaml", credentials(), "Held-out batch 345: credentials a bioinformatics core facility manager in Copenhagen keeps (HPC, SSH, Globus, S3, LIMS, ELN, BaseSpace, registries, GitLab, freezer and door codes, MitID app code and more)"),
        ("heldout345_lookalikes.yaml", lookalikes(), "Held-out batch 345: a core facility manager's job ids, run folders, accessions, checksums, public keys, order and invoice numbers, masked values and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
