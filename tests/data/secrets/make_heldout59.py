# ruff: noqa: E501 (the notes are data: one note a line reads better than wrapped)
"""Writes heldout59_credentials.yaml and heldout59_lookalikes.yaml: held-out batch 59.

Persona: a university professor in Madrid who runs a genomics research lab and keeps her
notes mostly in Spanish, partly in English. Her credentials: the HPC cluster's SSH keys and
passwords, Slurm and JupyterHub tokens, Zenodo, ORCID, Figshare, Overleaf, GitHub and REDCap
tokens, the ministry's grant portal, the university's mail, VPN and eduroam, the sequencing
core's LIMS, an AWS key for a data bucket, the lab's door and freezer alarm codes, her bank
and her Netflix. Her look-alikes: DOIs, public ORCID iDs, grant numbers, ethics approval
codes, GEO/SRA/BioSample accessions, sample and plate ids, barcode sequences, FASTQ
checksums, ISBNs, room numbers, conda build hashes, Zenodo records, Slurm job ids, tickets
and the placeholder tokens of documentation.

The batch was written blind: its author never read the detector, its rules or its tests.
Every value is synthetic and drawn at run time from the `secrets` module (through the
helpers of make_heldout.py); hosts are under `.example`, `.internal`, `.test` or acme.
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
    Rows,
    anthropic_key,
    app_password,
    aws_account,
    aws_key_id,
    aws_secret,
    b64,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
    openssh_private,
    orcid,
    pem,
    pem_body,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    uid,
    write_corpora,
)

WORDS = ["Tortilla", "Retiro", "Lavapies", "Genoma", "Quimera", "Girasol", "Alcala", "Cibeles",
         "Mendel", "Helice", "Ribosoma", "Tajo", "Gredos", "Churro", "Chelo", "Malasana",
         "Cromatina", "Pipeta", "Azahar", "Sierra", "Lince", "Bellota", "Moncloa", "Cierzo"]
PALABRAS = ["cometa", "naranja", "tranvia", "pizarra", "granada", "almendro", "buhardilla",
            "zapato", "verano", "bicicleta", "castillo", "pimiento", "farola", "tortuga",
            "ventana", "molino", "acuarela", "cigarra", "relampago", "avellana"]
DNI_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE"
KIDS = ["Lucia", "Pablo", "Irene", "Mateo", "Carmen", "Hugo"]


def human_pw() -> str:
    """A password a Madrid professor picked herself."""
    w = secrets.choice(WORDS)
    v = secrets.choice(WORDS)
    return pick(
        f"{w}{digits(2)}{pick('!', '.', '#', '*', '$')}",
        f"{w.lower()}.{v}{secrets.randbelow(30) + 1990}",
        f"{w}_{v}{digits(1)}!",
        f"{secrets.choice(KIDS)}{digits(4)}{pick('?', '!', '&')}",
        f"{w[:4]}{digits(3)}{v.lower()[:5]}{pick('#', '%', '@')}",
    )


def passphrase() -> str:
    return phrase(PALABRAS, pick(4, 5), pick(" ", "-", "."))


def dni() -> str:
    n = digits(8, lead=True)
    return n + DNI_LETTERS[int(n) % 23]


def slurm_jwt() -> str:
    now = epoch()
    return jwt({"exp": now + 2_592_000, "iat": now, "sun": pick("mgarcia", "lab-pipe", "garcia_lab")})


def ghp() -> str:
    return f"ghp_{rnd(ALNUM, 36)}"


def redcap() -> str:
    return hexs(32).upper()


def personal_email() -> str:
    return f"{pick('maria.garcia', 'mgarcia.rubio', 'mariagr')}{digits(2)}@{pick('correo.example', 'mail.example', 'buzon.test')}"


def nextcloud_app_password() -> str:
    return "-".join(rnd(ALNUM, 5) for _ in range(5))


def seq(n: int) -> str:
    return rnd("ACGT", n)


def isbn() -> str:
    n = ean13(pick("97884", "97803", "97814"))
    return f"{n[:3]}-{n[3:5]}-{n[5:9]}-{n[9:12]}-{n[12]}"


def md5() -> str:
    return hexs(32)


def grant() -> str:
    return f"PID20{pick(20, 21, 22, 23)}-{digits(6, lead=True)}{pick('OB', 'NB', 'OA', 'OC')}-I00"


def credentials() -> Rows:
    r = Rows()
    r.add("hpc_ssh_key",
          "Clave privada para entrar al clúster (login.tajo.hpc.internal) desde el portátil nuevo:\n" + openssh_private(),
          "id_ed25519 de mgarcia en el clúster, copia por si se muere el disco del despacho:\n" + openssh_private(),
          "Key the lab-pipe account uses to rsync from the sequencer PC to /scratch:\n" + pem("RSA PRIVATE KEY", 6))
    r.add("hpc_password",
          f"Clúster Tajo (login.tajo.hpc.internal): usuario mgarcia, contraseña {human_pw()}",
          f"HPC: me caducó la contraseña y la he cambiado a {human_pw()} (la anterior era {human_pw()})",
          f"ssh lab-pipe@login2.tajo.hpc.internal  pass: {pw()}  — cuenta de servicio del grupo",
          f"Cluster login for the new postdoc, first day: user tmp_{digits(3)}, temporary password {rnd(ALNUM, 10)} (must change on first login)")
    r.add("ssh_passphrase",
          f"La passphrase de la clave hpc_ed25519 es: {passphrase()}",
          f"ssh-add ~/.ssh/tajo_ed25519 asks every morning; passphrase is {passphrase()}",
          f"Frase de paso de la clave del robot de copias (lab-pipe): «{passphrase()}»")
    r.add("slurm_jwt",
          f"export SLURM_JWT={slurm_jwt()}",
          f"Token para slurmrestd (caduca en 30 días), lo usa el dashboard de trabajos:\n{slurm_jwt()}",
          f'curl -H "X-SLURM-USER-NAME: mgarcia" -H "X-SLURM-USER-TOKEN: {slurm_jwt()}" http://slurmrest.tajo.hpc.internal:6820/slurm/v0.0.40/jobs')
    r.add("jupyterhub_token",
          f"Token de la API de JupyterHub (jupyter.tajo.hpc.internal) para lanzar servidores desde scripts: {hexs(32)}",
          f"curl -H 'Authorization: token {hexs(32)}' https://jupyter.tajo.hpc.internal/hub/api/users/mgarcia",
          f"JUPYTERHUB_API_TOKEN={hexs(32)} in the cron job that culls idle servers")
    r.add("jupyter_url_token",
          f"El notebook del nodo gpu03 está en http://gpu03.tajo.hpc.internal:8888/lab?token={hexs(48)}",
          f"tunnel: ssh -L 8888:cn117:8888 login.tajo.hpc.internal, then open http://127.0.0.1:8888/?token={hexs(48)}",
          f"Para la clase práctica: http://jupyter-curso.tajo.hpc.internal:8890/tree?token={hexs(48)} (apagar al terminar)")
    r.add("zenodo_token",
          f"Zenodo personal access token (deposit:write, deposit:actions): {rnd(ALNUM, 60)}",
          f"ZENODO_TOKEN={rnd(ALNUM, 60)} para subir los datos del artículo de metilación",
          f"Token de sandbox.zenodo.org para pruebas: {rnd(ALNUM, 60)}\ny el de producción: {rnd(ALNUM, 60)}")
    r.add("orcid_api",
          f"ORCID member API del grupo: client id APP-{rnd(UPPER + DIGITS, 16)}, client secret {uid()}",
          f"Token de acceso ORCID (/read-limited /activities/update) del script que actualiza las publicaciones en la web: {uid()}",
          f"orcid:\n  client_id: APP-{rnd(UPPER + DIGITS, 16)}\n  client_secret: {uid()}\n  redirect_uri: https://lab.genomica.example/orcid/callback")
    r.add("figshare_token",
          f"Figshare personal token for the institutional account: {hexs(128)}",
          f'curl -H "Authorization: token {hexs(128)}" https://api.figshare.com/v2/account/articles',
          f"Token de Figshare para el script de subida de figuras: {hexs(128)}")
    r.add("overleaf",
          f"Token git de Overleaf (para clonar el proyecto de la memoria del grant): olp_{rnd(ALNUM, 36)}",
          f"git clone https://git:olp_{rnd(ALNUM, 36)}@git.overleaf.com/{hexs(24)}",
          f"Overleaf: maria.garcia@univ-madrid.example / {human_pw()}")
    r.add("github_token",
          f"PAT de GitHub del lab (repo, workflow), caduca en marzo: {ghp()}",
          f"git remote set-url origin https://mgarcia-lab:{ghp()}@github.com/genomica-lab/scrnaseq-pipeline.git",
          f"fine-grained token for the bot that opens PRs on the methods repo: github_pat_{rnd(ALNUM, 22)}_{rnd(ALNUM, 59)}")
    r.add("redcap_token",
          f"Token de la API de REDCap, proyecto cohorte ELA (pid 482): {redcap()}",
          f"curl -X POST https://redcap.hospital.example/api/ -d token={redcap()} -d content=record -d format=csv",
          f"redcap:\n  url: https://redcap.hospital.example/api/\n  token: {redcap()}\n  project: biobanco_tumores")
    r.add("ministry_portal",
          f"Sede electrónica del Ministerio de Ciencia (Proyectos de Generación de Conocimiento): usuario RUS {dni()}, contraseña {human_pw()}",
          f"Facilit@ de la Agencia: usuario mgarcia{digits(2)}, clave {pw()}. La justificación económica vence el 30 de junio.",
          f"Ministry grant portal login for the final scientific report: NIF {dni()} / {human_pw()}")
    r.add("univ_email",
          f"Correo de la universidad: maria.garcia@univ-madrid.example, contraseña {human_pw()}",
          f"Thunderbird IMAP (outlook.office365.com:993) maria.garcia@univ-madrid.example / {human_pw()}",
          f"Contraseña de aplicación para el correo de la uni en el móvil: {app_password()}")
    r.add("univ_vpn",
          f"VPN (FortiClient, vpn.univ-madrid.example:10443): usuario mgarcia, contraseña {human_pw()}",
          f"sudo openconnect --user=mgarcia vpn.univ-madrid.example  -> password {pw()}",
          f"Semilla del segundo factor de la VPN (por si pierdo el móvil): otpauth://totp/UnivMadrid:mgarcia?secret={rnd(BASE32, 32)}&issuer=UnivMadrid")
    r.add("eduroam",
          f"eduroam: mgarcia@univ-madrid.example, contraseña {human_pw()} (no es la misma que la del correo)",
          f"eduroam on the visiting student's laptop: identity visit{digits(3)}@univ-madrid.example, password {pw()}",
          f'wpa_supplicant.conf del portátil:\nnetwork={{\n  ssid="eduroam"\n  key_mgmt=WPA-EAP\n  eap=PEAP\n  identity="mgarcia@univ-madrid.example"\n  password="{human_pw()}"\n  phase2="auth=MSCHAPV2"\n}}')
    r.add("lims_login",
          f"LIMS del Servicio de Genómica (lims.genomica.internal): usuario mgarcia_lab / {human_pw()}",
          f"Core facility LIMS account for sample submission: user garcia-lab, password {pw()}",
          f"Cuenta compartida del LIMS para los TFM: lab_garcia / {human_pw()}")
    r.add("sftp_delivery",
          f"El servicio de secuenciación entrega por SFTP: sftp://delivery.seqcore.example, usuario proj_{digits(4)}, contraseña {rnd(ALNUM, 12)}",
          f"lftp -u garcia_run{digits(3)},{rnd(ALNUM, 14)} sftp://delivery.seqcore.example/outgoing/",
          f"Run data from the external provider: https://download.seqprovider.example/ user HKG{digits(7)} password {rnd(ALNUM + '@#', 10)}")
    r.add("aws_keys",
          f"Bucket de datos crudos (s3://garcia-lab-rawdata):\nAWS_ACCESS_KEY_ID={aws_key_id()}\nAWS_SECRET_ACCESS_KEY={aws_secret()}",
          f"[garcia-lab]\naws_access_key_id = {aws_key_id()}\naws_secret_access_key = {aws_secret()}\nregion = eu-south-2",
          f"Gave Lucía upload access to the bucket with the IAM user keys {aws_key_id()} / {aws_secret()}")
    r.add("lab_door",
          f"Código de la puerta del laboratorio 2.14: {digits(4)}#",
          f"Puerta del cuarto de cultivos: {digits(6)} y luego la tecla verde",
          f"Door code for the sequencing room (B-017) this term: {digits(5)}*")
    r.add("freezer_alarm",
          f"Alarma del congelador de -80 (sala 2.16): código para silenciar y desarmar {digits(4)}",
          f"Freezer monitoring (tempmonitor.genomica.internal): login garcia / {pw()}; acknowledge PIN on the panel {digits(4)}",
          f"Si salta la alarma del tanque de nitrógeno, el código de la centralita es {digits(6)}")
    r.add("bank_online",
          f"Banca online: usuario {dni()} y clave {digits(6)}; firma de operaciones {digits(4)}",
          f"App del banco: DNI {dni()}, contraseña {human_pw()}",
          f"Personal bank login: user {dni()}, access code {digits(8)}")
    r.add("bank_card",
          f"Tarjeta personal VISA {groups(luhn('4'), 4)} cad. {card_expiry()} CVV {digits(3)}",
          f"Tarjeta de débito nueva (la que acaba en {digits(4)}): PIN {digits(4)}",
          f"Mastercard for conference fees: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} exp {card_expiry()} CVC {digits(3)}")
    r.add("netflix",
          f"Netflix: {personal_email()} / {human_pw()}",
          f"Netflix de casa — correo {personal_email()}, contraseña {human_pw()}; el perfil de los niños tiene PIN {digits(4)}",
          f"Changed the Netflix password to {human_pw()} after the login from abroad")
    r.add("ncbi_api_key",
          f"NCBI_API_KEY={hexs(36)} (10 peticiones/s en E-utilities)",
          f"Entrez.email = 'maria.garcia@univ-madrid.example'\nEntrez.api_key = '{hexs(36)}'",
          f"Clave de la API del NCBI para el script de descargas: {hexs(36)}")
    r.add("globus",
          f"Globus confidential client for the transfer script: client id {uid()}, secret {b64(secrets.token_bytes(32))}",
          f"GLOBUS_CLIENT_ID={uid()}\nGLOBUS_CLIENT_SECRET={b64(secrets.token_bytes(32))}",
          f"Secreto del cliente de Globus del grupo (endpoint del clúster): {b64(secrets.token_bytes(32))}")
    r.add("basespace",
          f"~/.basespace/default.cfg\napiServer = https://api.euc1.sh.basespace.illumina.com\naccessToken = {hexs(32)}",
          f"Token de BaseSpace para bajar las carreras del NovaSeq: {hexs(32)}",
          f"bs auth failed again; re-created the access token: {hexs(32)}")
    r.add("hf_token",
          f"HF_TOKEN=hf_{rnd(ALNUM, 34)} para bajar el modelo de DNABERT",
          f"huggingface-cli login --token hf_{rnd(ALNUM, 34)}",
          f"Token de escritura de Hugging Face (organización genomica-lab): hf_{rnd(ALNUM, 34)}")
    r.add("wandb",
          f"WANDB_API_KEY={hexs(40)}",
          f"wandb login {hexs(40)}  (cuenta del grupo, proyecto variant-calling)",
          f"Clave de W&B de mi cuenta personal: {hexs(40)}")
    r.add("docker_hub",
          f"Token de Docker Hub para publicar las imágenes del pipeline: dckr_pat_{rnd(URLSAFE, 27)}",
          f"docker login -u garcialab -p dckr_pat_{rnd(URLSAFE, 27)}",
          f"Access token de Docker Hub (solo lectura) para los nodos del clúster: dckr_pat_{rnd(URLSAFE, 27)}")
    r.add("gitlab_token",
          f"GitLab de la universidad (gitlab.univ-madrid.example), token personal: glpat-{rnd(URLSAFE, 20)}",
          f"CI_PUSH_TOKEN=glpat-{rnd(URLSAFE, 20)} for the mirror job",
          f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@gitlab.univ-madrid.example/garcia-lab/atlas.git")
    r.add("slack",
          f"Bot de Slack que avisa cuando terminan los trabajos: SLACK_BOT_TOKEN=xoxb-{digits(12, lead=True)}-{digits(13, lead=True)}-{rnd(ALNUM, 24)}",
          f"Webhook del canal #lab-alertas: https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 8)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}",
          f"Slack user token for the export script: xoxp-{digits(12, lead=True)}-{digits(12, lead=True)}-{digits(13, lead=True)}-{hexs(32)}")
    r.add("fnmt_cert",
          f"Contraseña del certificado digital FNMT (el .p12 exportado): {human_pw()}",
          f"Certificado de representante para firmar en la sede: clave del fichero {pw()}",
          f"Cl@ve permanente: DNI {dni()}, contraseña {human_pw()}")
    r.add("nextcloud",
          f"Nextcloud de la universidad (nube.univ-madrid.example), contraseña de aplicación del cliente de escritorio: {nextcloud_app_password()}",
          f"rclone webdav remote for the uni Nextcloud: user mgarcia, app password {nextcloud_app_password()}",
          f"Contraseña de la nube de la uni (la normal, no la de aplicación): {human_pw()}")
    r.add("zotero",
          f"Zotero API key (group library, write access): {rnd(ALNUM, 24)}",
          f"Clave de la API de Zotero para el plugin de Overleaf: {rnd(ALNUM, 24)}",
          f"Zotero: usuario mgarcia_lab, contraseña {human_pw()}")
    r.add("galaxy",
          f"API key de Galaxy (usegalaxy.eu): {hexs(32)}",
          f"gi = GalaxyInstance('https://galaxy.genomica.internal', key='{hexs(32)}')",
          f"Galaxy del servicio (galaxy.genomica.internal): admin API key {hexs(32)}")
    r.add("llm_key",
          f"OPENAI_API_KEY={openai_project_key()} — para el script que resume las memorias de los TFM",
          f"Anthropic key for the annotation helper: {anthropic_key()}",
          f"Clave de OpenAI del proyecto de docencia: {openai_project_key()}")
    r.add("totp_seed",
          f"Semilla TOTP del SSO de la uni (la copié al configurar el segundo factor): {groups(rnd(BASE32, 32), 4)}",
          f"otpauth://totp/GitHub:mgarcia-lab?secret={rnd(BASE32, 32)}&issuer=GitHub",
          f"Clave de configuración del autenticador para ORCID (por si cambio de móvil): {rnd(BASE32, 16)}")
    r.add("recovery_codes",
          "Códigos de recuperación de GitHub (cuenta del lab):\n" + recovery_codes(8, "github"),
          "Backup codes for the university Microsoft account: " + recovery_codes(5, "digits"),
          "Códigos de respaldo del 2FA de Zenodo:\n" + recovery_codes(6, "alnum"))
    r.add("db_connection",
          f"BD de variantes del lab: postgresql://variants_rw:{rnd(ALNUM, 18)}@db.genomica.internal:5432/variants",
          f"mysql -h mysql.genomica.internal -u biobank -p'{pw()}' biobank_samples",
          f"DATABASE_URL=postgres://shiny:{rnd(ALNUM, 20)}@db.genomica.internal/atlas for the Shiny app")
    r.add("storage_login",
          f"iinit -> host irods.tajo.hpc.internal, port 1247, user mgarcia, zone genomicaZone, password {pw()}",
          f"NAS del grupo (smb://nas-garcia.internal/datos): usuario garcia_lab, contraseña {human_pw()}",
          f"mount -t cifs //nas-garcia.internal/datos /mnt/datos -o username=garcia_lab,password={pw()}")
    r.add("gpg_private",
          "Clave GPG con la que firmo los manifiestos de datos (gpg --export-secret-keys -a):\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(5) + "\n-----END PGP PRIVATE KEY BLOCK-----",
          "secret subkey backup, printed for the safe:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + pem_body(4) + "\n-----END PGP PRIVATE KEY BLOCK-----")
    r.add("journal_portal",
          f"Editorial Manager (Genome Research) reviewer login: m.garcia / {human_pw()}",
          f"ScholarOne de Bioinformatics: usuario maria.garcia@univ-madrid.example, contraseña {human_pw()}",
          f"Plataforma de evaluación de la Agencia (evaluadores): usuario {dni()}, clave {human_pw()}")
    r.add("device_pin",
          f"PIN del móvil del trabajo {digits(4)}, PUK {digits(8)}",
          f"Unlock code for the lab tablet next to the sequencer: {digits(6)}",
          f"Código de desbloqueo del iPad del laboratorio: {digits(6)}")
    r.add("instrument_pc",
          f"NovaSeq control PC (Windows) local admin: sbsadmin / {pw()}",
          f"Contraseña del PC del citómetro (usuario FACS_admin): {human_pw()}",
          f"PC del microscopio confocal: usuario confocal, contraseña {human_pw()}")
    r.add("lab_wifi",
          f"WiFi del laboratorio (SSID GenLab-5G): {human_pw()}",
          f"Field station router in Doñana: admin / {rnd(ALNUM, 10)}, wifi key {rnd(ALNUM, 16)}",
          f"Clave de la WiFi de casa (para la canguro): {human_pw()}")
    r.add("gdrive_token",
          f'[drive_lab]\ntype = drive\nscope = drive\ntoken = {{"access_token":"ya29.a0{rnd(URLSAFE, 150)}","token_type":"Bearer","refresh_token":"1//03{rnd(URLSAFE, 100)}","expiry":"2025-03-01T12:00:00Z"}}',
          f"Refresh token de Google Drive para el script de copias de las fotos de geles: 1//0{pick('3', '4', '9')}{rnd(URLSAFE, 100)}",
          f"Drive API access token (expires in an hour, for the sync test): ya29.a0{rnd(URLSAFE, 160)}")
    r.add("gcp_service_account",
          '{"type": "service_account", "project_id": "garcia-lab-terra", "private_key_id": "' + hexs(40) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\n' + b64(secrets.token_bytes(96)) + '\\n-----END PRIVATE KEY-----\\n", "client_email": "terra-runner@garcia-lab-terra.iam.gserviceaccount.com"}',
          "Cuenta de servicio de Terra, la clave privada del JSON:\n-----BEGIN PRIVATE KEY-----\n" + pem_body(5) + "\n-----END PRIVATE KEY-----",
          f"GOOGLE_APPLICATION_CREDENTIALS apunta a un JSON con private_key_id {hexs(40)} y private_key \"-----BEGIN PRIVATE KEY-----\\n{b64(secrets.token_bytes(90))}\\n-----END PRIVATE KEY-----\\n\"")
    r.add("campus_virtual",
          f"Campus virtual (Moodle): usuario mgarcia, contraseña {human_pw()}",
          f"Moodle web service token for the grades export: {hexs(32)}",
          f"Token del servicio web de Moodle para exportar las notas: {hexs(32)}")
    r.add("sshpass",
          f"sshpass -p '{pw()}' rsync -av run_output/ seqcore@transfer.seqcore.example:/incoming/garcia/",
          f"El script de copia nocturna usa: sshpass -p {human_pw()} scp backup.tar.gz mgarcia@login.tajo.hpc.internal:~/",
          f"expect script for the old cluster: send \"{pw()}\\r\" after the password prompt")
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add("doi",
          f"Artículo aceptado en Nature Genetics: https://doi.org/10.1038/s41588-0{digits(2)}-0{digits(4)}-{digits(1)}",
          f"Preprint en bioRxiv, doi:10.1101/2024.0{secrets.randbelow(9) + 1}.{secrets.randbelow(18) + 10}.{digits(6, lead=True)}",
          f"Cite the dataset as 10.5281/zenodo.{digits(8, lead=True)} and the code as 10.5281/zenodo.{digits(8, lead=True)}")
    r.add("orcid_id",
          f"Mi ORCID: https://orcid.org/{orcid()}",
          f"ORCID de los coautores para la memoria: Lucía {orcid()}, Pablo {orcid()}, Irene {orcid()}",
          f"Reviewer asked for everybody's ORCID iD; mine is {orcid()} (public, on the lab page)")
    r.add("grant_number",
          f"Proyecto {grant()} (Ministerio de Ciencia e Innovación), IP María García",
          f"Agradecimientos: financiado por {grant()}, MCIN/AEI/10.13039/501100011033 y FEDER",
          f"ERC Consolidator grant agreement No {digits(9, lead=True)}; Ramón y Cajal RYC2021-0{digits(5)}-I")
    r.add("ethics_code",
          f"Aprobado por el CEIm del hospital, referencia PI-{digits(2)}/{pick(2023, 2024, 2025)}-{digits(3)}",
          f"Comité de Ética de la Investigación de la universidad: dictamen CEI {pick(2023, 2024)}/{digits(3)}-{rnd(UPPER, 2)}",
          f"Animal work licence PROEX {digits(3)}.{digits(1)}/{pick(23, 24)} (Comunidad de Madrid)")
    r.add("geo_accession",
          f"Datos depositados en GEO: GSE{digits(6, lead=True)} (superserie) con GSE{digits(6, lead=True)} y GSE{digits(6, lead=True)}",
          f"Las muestras control son GSM{digits(7, lead=True)} a GSM{digits(7, lead=True)}",
          f"Reviewer token requested for GSE{digits(6, lead=True)}; release date set to 2025-09-01")
    r.add("sra_accession",
          f"prefetch SRR{digits(8, lead=True)} SRR{digits(8, lead=True)} && fasterq-dump --split-files SRR{digits(8, lead=True)}",
          f"Experiment SRX{digits(8, lead=True)}, study SRP{digits(6, lead=True)}; the run ERR{digits(8, lead=True)} is the ENA mirror",
          f"Lecturas públicas del tumor: SRR{digits(8, lead=True)} (WGS) y SRR{digits(8, lead=True)} (RNA-seq)")
    r.add("biosample",
          f"BioSample SAMN{digits(8, lead=True)}, SAMN{digits(8, lead=True)}, SAMN{digits(8, lead=True)}",
          f"Las muestras de ENA tienen ids SAMEA{digits(9, lead=True)} y SAMEA{digits(9, lead=True)}",
          f"DDBJ sample SAMD{digits(8)} is the Japanese replicate")
    r.add("bioproject",
          f"BioProject PRJNA{digits(6, lead=True)} (umbrella) y PRJEB{digits(5, lead=True)} en ENA",
          f"EGA study EGAS0000{digits(7)}, dataset EGAD0000{digits(7)} — access through the DAC",
          f"El proyecto de ArrayExpress es E-MTAB-{digits(5, lead=True)}, enlazado al BioProject PRJEB{digits(5, lead=True)}")
    r.add("sample_id",
          f"Muestras de la tanda de marzo: GL-24-{digits(4)}-T, GL-24-{digits(4)}-N, GL-24-{digits(4)}-T",
          f"Sample sheet ids: {', '.join(f'S{digits(3)}_{rnd(UPPER + DIGITS, 6)}' for _ in range(4))}",
          f"El paciente {rnd(UPPER, 3)}-{digits(4)} tiene dos biopsias: B1-{hexs(6)} y B2-{hexs(6)}")
    r.add("plate_id",
          f"Placa PL{digits(6)}: muestras en A1–G12, controles negativos en H11 y H12",
          f"Plate barcode {rnd(UPPER + DIGITS, 10)} went to the core with the 96 libraries",
          f"Placas de extracción {', '.join(f'EXT-{digits(5)}' for _ in range(3))}; la {digits(2)} hay que repetirla")
    r.add("barcode_seq",
          f"Barcodes del pool 3: {', '.join(seq(8) for _ in range(6))}",
          f"10x cell barcode {seq(16)}-1 has 48k UMIs, probably a doublet",
          f"UMI + barcode read structure: {seq(12)}{seq(16)}TTTTTTTTTTTTTTTTTTTTTTTTTTTTTT")
    r.add("index_pairs",
          "[Data]\nSample_ID,index,index2\n" + "\n".join(f"GL{digits(4)},{seq(10)},{seq(10)}" for _ in range(4)),
          f"i7 {seq(8)} / i5 {seq(8)} colisionan con la muestra 12, cambiar a i7 {seq(8)}",
          f"UDI set A wells A1-A3: {seq(10)}-{seq(10)}, {seq(10)}-{seq(10)}, {seq(10)}-{seq(10)}")
    r.add("primers",
          f"Primers para validar la deleción: Fw 5'-{seq(22)}-3', Rv 5'-{seq(21)}-3'",
          f"sgRNA guide {seq(20)} + PAM {pick('AGG', 'TGG', 'CGG')}, off-target score 92",
          f"Sonda de captura: {seq(40)} (Tm 68 °C, GC 52 %)")
    r.add("fastq_md5",
          "md5sum del envío:\n" + "\n".join(f"{md5()}  GL{digits(4)}_S{i}_L001_R{1 + i % 2}_001.fastq.gz" for i in range(1, 5)),
          f"El MD5 de SRR{digits(8, lead=True)}_1.fastq.gz no coincide: esperado {md5()}, obtenido {md5()}",
          f"checksum file from the core: {md5()} *sample_{digits(2)}_R2.fastq.gz")
    r.add("sha256_checksum",
          f"GRCh38 primary assembly FASTA sha256 {hexs(64)}",
          f"sha256sum del tarball de datos para Zenodo: {hexs(64)}  atlas_v2.tar.gz")
    r.add("isbn",
          f"Libro para la asignatura de Genómica: ISBN {isbn()}",
          f"Chapter in the methods book (ISBN {isbn()}), pages {secrets.randbelow(200) + 10}–{secrets.randbelow(200) + 220}",
          f"Pedir a la biblioteca los ISBN {isbn()} y {isbn()}")
    r.add("room_number",
          f"Mi despacho es el 2.{digits(2)}B, edificio de Biología, ext. {digits(4, lead=True)}",
          f"Seminar moved to room B-{digits(3)}, floor {pick(1, 2, 3)}; the sequencer is in 0.{digits(2)}",
          f"Tribunal de tesis: aula {pick('A', 'B', 'C')}{digits(2)}, 11:00, reserva nº R-{digits(5)}")
    r.add("conda_env",
          f"samtools 1.19 bioconda build h{hexs(7)}_0 y htslib 1.19 h{hexs(7)}_1",
          "@EXPLICIT\n" + "\n".join(f"https://conda.anaconda.org/{ch}/linux-64/{p}.conda#{md5()}" for ch, p in (("conda-forge", "python-3.11.8-hab00c5b_0_cpython"), ("bioconda", "bwa-0.7.17-he4a0461_11"), ("bioconda", "star-2.7.11a-h0033a41_0"))),
          f"The env hash in the snakemake log is {hexs(32)} (.snakemake/conda/{hexs(8)}_)")
    r.add("zenodo_record",
          f"Datos en https://zenodo.org/records/{digits(8, lead=True)} (versión 2, concept record {digits(8, lead=True)})",
          f"Zenodo deposition id {digits(7, lead=True)} still in draft; community 'genomica-madrid'",
          f"Figshare item https://figshare.com/articles/dataset/{digits(8, lead=True)} con DOI 10.6084/m9.figshare.{digits(8, lead=True)}")
    r.add("slurm_job",
          f"Submitted batch job {digits(8, lead=True)}",
          f"El array {digits(8, lead=True)}_[1-96] falló en las tareas 17 y 42 (OOM); relanzado como {digits(8, lead=True)}",
          f"sacct -j {digits(8, lead=True)} --format=JobID,MaxRSS,Elapsed\n{digits(8, lead=True)}.batch  61.2G  04:12:33")
    r.add("ticket_number",
          f"Ticket del CAU INC{digits(7)}: la cuota de /scratch sigue sin ampliarse",
          f"HPC helpdesk ticket #{digits(6, lead=True)} about the GPU partition; Illumina case {digits(8, lead=True)}",
          f"Solicitud de compra RITM{digits(7)}, pedido SAP {digits(10, lead=True)}")
    r.add("placeholder_token",
          "De la documentación de la API de Zenodo: curl -H \"Authorization: Bearer <ACCESS_TOKEN>\" https://zenodo.org/api/deposit/depositions",
          "README del pipeline: export REDCAP_TOKEN=XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX y export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
          "config.example.yaml:\nfigshare:\n  token: YOUR_FIGSHARE_TOKEN_HERE\norcid:\n  client_secret: <pon-aquí-el-secreto>")
    r.add("aws_docs_example",
          "The AWS docs pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY is what moto uses in our tests",
          "En el tutorial de boto3 del curso usamos aws_access_key_id='AKIAIOSFODNN7EXAMPLE' (clave de ejemplo de la documentación)")
    r.add("pubmed_id",
          f"PMID: {digits(8, lead=True)}; PMCID: PMC{digits(8, lead=True)}",
          f"Referencias 12–14 = PMID {digits(8, lead=True)}, {digits(8, lead=True)}, {digits(8, lead=True)}",
          f"El artículo de 2019 (PMID {digits(8, lead=True)}) tiene una corrección, PMID {digits(8, lead=True)}")
    r.add("gene_ids",
          f"ENSG00000{digits(6)} (TP53) y su tránscrito canónico ENST00000{digits(6)}.{secrets.randbelow(9) + 1}",
          f"UniProt {pick('P', 'Q', 'O')}{digits(1)}{rnd(UPPER + DIGITS, 3)}{digits(1)} is the isoform we cloned",
          f"Mouse ortholog ENSMUSG00000{digits(6)}; zebrafish ENSDARG00000{digits(6)}")
    r.add("variant_notation",
          f"Variante NM_{digits(6)}.{secrets.randbelow(9) + 1}:c.{digits(3, lead=True)}C>T p.(Arg{digits(3, lead=True)}Trp), rs{digits(9, lead=True)}",
          f"ClinVar VCV{digits(9)} classifies rs{digits(8, lead=True)} as likely pathogenic",
          f"HGVS: NC_0000{digits(2)}.{digits(2)}:g.{digits(8, lead=True)}del")
    r.add("genomic_coords",
          f"Región candidata chr{secrets.randbelow(22) + 1}:{digits(8, lead=True)}-{digits(8, lead=True)} (GRCh38)",
          f"bedtools intersect hit chr{pick('X', '7', '12')}\t{digits(8, lead=True)}\t{digits(8, lead=True)}\tpeak_{digits(5)}")
    r.add("flowcell_run",
          f"Run folder 2403{digits(2)}_A0{digits(4)}_0{digits(3)}_B{rnd(UPPER + DIGITS, 9)}",
          f"Flowcell {rnd(UPPER + DIGITS, 9)} lane 2 tuvo un %PF de {secrets.randbelow(20) + 70}%",
          f"MiSeq run 000000000-{rnd(UPPER + DIGITS, 5)}, RunId {uid()}")
    r.add("container_digest",
          f"image: quay.io/biocontainers/fastp@sha256:{hexs(64)}",
          f"Singularity image gatk_4.5.sif, sha256 {hexs(64)}, built from docker://broadinstitute/gatk:4.5.0.0")
    r.add("git_commit",
          f"El análisis del artículo corresponde al commit {hexs(40)} (tag v1.2.0)",
          f"Bisected the normalisation bug to {hexs(7)}; fixed in {hexs(7)}, PR #{digits(3, lead=True)}",
          f"Versión del pipeline en el informe: nf-core/rnaseq 3.14.0, revisión {hexs(40)}")
    r.add("ssh_public_key",
          f"authorized_keys del clúster para la nueva doctoranda:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} irene@portatil",
          f"Host key fingerprint of login.tajo.hpc.internal: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')} (ED25519)",
          f"Public key for the sequencer's deploy: ssh-rsa {ssh_pub('ssh-rsa', 270)} novaseq@seqcore")
    r.add("pgp_fingerprint",
          f"Huella de mi clave GPG pública: {groups(hexs(40).upper(), 4)}",
          "Public key for encrypting patient metadata to the hospital:\n-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n" + pem_body(3) + "\n-----END PGP PUBLIC KEY BLOCK-----")
    r.add("invoice",
          f"Factura FV24-{digits(6)} del servicio de secuenciación, {secrets.randbelow(9000) + 1000},{digits(2)} € con IVA",
          f"Purchase order {digits(10, lead=True)}, supplier VAT ESB{digits(8)}, quote Q-{digits(6)}-{rnd(UPPER, 2)}",
          f"Presupuesto de secuenciación nº {digits(4)}/{pick(24, 25)}-{rnd(UPPER, 3)}, centro de gasto {digits(3)}.{digits(4)}.{digits(2)}")
    r.add("reagent_lot",
          f"Kit de librerías REF 200{digits(5)} lote {digits(8, lead=True)}, caduca 2025-{secrets.randbelow(12) + 1:02d}",
          f"Qubit dsDNA HS lot {digits(7, lead=True)}; Agilent D1000 ScreenTape lot {rnd(UPPER + DIGITS, 8)}",
          f"Anticuerpo anti-H3K27ac cat. ab{digits(5, lead=True)}, lote GR{digits(7)}-{digits(1)}")
    r.add("rrid",
          f"Cell line RRID:CVCL_{rnd(UPPER + DIGITS, 4)}, antibody RRID:AB_{digits(7, lead=True)}, plasmid Addgene #{digits(6, lead=True)}",
          f"Software citado con RRID:SCR_{digits(6)} y RRID:SCR_{digits(6)}",
          f"Ratones C57BL/6J, stock JAX {digits(6)}; línea mutante MGI:{digits(7, lead=True)}")
    r.add("freezer_position",
          f"Alícuotas del lote {digits(3)}: -80 nº3, rack {pick('A', 'B', 'C')}, caja {secrets.randbelow(20) + 1}, posiciones C{secrets.randbelow(9) + 1}–D{secrets.randbelow(9) + 1}",
          f"Tank N2, canister {secrets.randbelow(6) + 1}, cane {rnd(UPPER, 1)}{digits(2)}: iPSC clones {digits(2)}, {digits(2)} and {digits(2)}",
          f"Caja {rnd(UPPER, 2)}-{digits(4)} movida al congelador del pasillo (inventario {hexs(8)})")
    r.add("course_code",
          f"Asignatura {digits(6, lead=True)} Genómica Computacional, grupo {pick('A', 'B')}, aula {digits(3, lead=True)}, lunes 9:00",
          f"TFM defence slots: codes M{digits(4)}-{digits(2)} to M{digits(4)}-{digits(2)}")
    r.add("phone_extension",
          f"Ext. del servicio de genómica {digits(4, lead=True)}; fax 91 {digits(3)} {digits(2)} {digits(2)}",
          f"Call the HPC team on ext. {digits(5, lead=True)}, the animal facility on {digits(5, lead=True)}")
    r.add("patent",
          f"Patente ES{digits(7, lead=True)} B2, solicitud P20{pick(22, 23)}3{digits(4)}",
          f"PCT/EP20{pick(22, 23)}/{digits(6, lead=True)}, published as WO20{pick(23, 24)}/{digits(6, lead=True)}",
          f"Solicitud de patente europea EP{digits(8, lead=True)}.{digits(1)}, prioridad 20{pick(22, 23)}-{secrets.randbelow(12) + 1:02d}-15")
    r.add("network_ids",
          f"MAC del NovaSeq {mac(upper=True)} registrada en la red de laboratorios, IP fija 10.{secrets.randbelow(250)}.{secrets.randbelow(250)}.{secrets.randbelow(250)}",
          f"The cluster nodes cn{digits(3)}–cn{digits(3)} are on VLAN {digits(3, lead=True)}, gateway 172.{secrets.randbelow(16) + 16}.0.1")
    r.add("aws_resource",
          f"Bucket arn:aws:s3:::garcia-lab-rawdata en la cuenta {aws_account()}, región eu-south-2",
          f"KMS key arn:aws:kms:eu-south-2:{aws_account()}:key/{uid()} encrypts the bucket",
          f"IAM role arn:aws:iam::{aws_account()}:role/garcia-lab-batch-{rnd(LOWER + DIGITS, 8)}")
    r.add("overleaf_url",
          f"Proyecto de Overleaf del artículo: https://www.overleaf.com/project/{hexs(24)}",
          f"Grant memoria on Overleaf, project id {hexs(24)}; history version {digits(4, lead=True)}",
          f"La plantilla de tesis de la uni está en la galería de Overleaf: /latex/templates/tesis-{rnd(LOWER, 6)}/{rnd(LOWER, 12)}")
    r.add("github_ref",
          f"Issue #{digits(3, lead=True)} en genomica-lab/scrnaseq-pipeline; el workflow run {digits(10, lead=True)} falló",
          f"Release v2.{secrets.randbelow(9)}.0 asset id {digits(9, lead=True)}, node id RA_kwDO{rnd(ALNUM, 14)}")
    r.add("jupyter_ref",
          f"El kernel {uid()} se murió al cargar el AnnData de 40 GB",
          f"JupyterHub named server 'gpu-{hexs(6)}' on partition gpu, spawned job {digits(8, lead=True)}",
          f"El servidor de JupyterHub de Irene es el trabajo {digits(8, lead=True)} en cn{digits(3)}, puerto {digits(5, lead=True)}")
    r.add("encrypted_blob",
          "Metadatos clínicos cifrados para el hospital:\n-----BEGIN AGE ENCRYPTED FILE-----\n" + pem_body(3) + "\n-----END AGE ENCRYPTED FILE-----",
          f"secrets.yaml (sops): redcap_token: ENC[AES256_GCM,data:{b64(secrets.token_bytes(24))},iv:{b64(secrets.token_bytes(32))},tag:{b64(secrets.token_bytes(16))},type:str]")
    r.add("secret_reference",
          "La contraseña del LIMS está en el KeePassXC del grupo, entrada Genómica/LIMS; no la apunto aquí.",
          "Zenodo token lives in ~/.config/zenodo/token (chmod 600); the upload script reads it from there.",
          "export REDCAP_TOKEN=$(pass show redcap/cohorte-ela)  # el token está en pass, no en el repo")
    r.add("password_policy",
          "Nueva política de contraseñas de la uni: mínimo 12 caracteres, caducidad 365 días, no repetir las 5 últimas.",
          f"HPC password must be rotated every {pick(90, 180)} days; account lock after {pick(5, 10)} failed attempts for {pick(15, 30)} min.")
    r.add("hpc_allocation",
          f"Proyecto de cálculo bio{digits(3)}: {secrets.randbelow(400) + 100}.000 horas-core, cuota /scratch {secrets.randbelow(9) + 1} TB",
          f"#SBATCH --account=garcia_bio{digits(2)}\n#SBATCH --qos=gpu_{pick('short', 'long')}\n#SBATCH --gres=gpu:a100:{pick(1, 2, 4)}\n#SBATCH --mem={pick(64, 128, 256)}G")
    r.add("reference_versions",
          f"Referencia: GRCh38.p14, GENCODE v{secrets.randbelow(6) + 43}, Ensembl {secrets.randbelow(6) + 108}, dbSNP b{secrets.randbelow(3) + 155}",
          f"Annotation cache VEP {secrets.randbelow(5) + 108}_GRCh38, md5 {md5()}",
          f"Índice de STAR generado con GENCODE v{secrets.randbelow(6) + 43}, sjdbOverhang 149, genomeDir /lustre/ref/star_{hexs(8)}")
    r.add("serial_number",
          f"Nº de serie del NovaSeq: A0{digits(4)}; inventario universidad {digits(6, lead=True)}",
          f"Thermocycler S/N {rnd(UPPER + DIGITS, 10)}, service contract SC-{digits(7)}",
          f"Centrífuga nº inventario {digits(6, lead=True)}, S/N {rnd(UPPER + DIGITS, 12)}; revisión técnica OT-{digits(6)}")
    r.add("qpcr_results",
          "Ct de la validación: " + ", ".join(f"{rnd(UPPER, 3)}{digits(1)} {secrets.randbelow(15) + 18}.{digits(2)}" for _ in range(5)),
          f"Cell counts: {digits(7, lead=True)}, {digits(7, lead=True)}, {digits(7, lead=True)} cells/mL; viability 9{digits(1)}.{digits(1)} %",
          "Concentraciones de las librerías (ng/µL): " + ", ".join(f"L{digits(2)} {secrets.randbelow(90) + 10}.{digits(1)}" for _ in range(6)))
    r.add("issn",
          f"Revista: Genome Research, ISSN 1088-9051, vol. {secrets.randbelow(10) + 30}, e{digits(6)}",
          f"Bioinformatics, ISSN 1367-4803 (print) / 1367-4811 (online), manuscript BIOINF-20{pick(24, 25)}-{digits(4)}")
    r.add("orcid_client_id",
          f"El client id de ORCID de la web del lab es APP-{rnd(UPPER + DIGITS, 16)} (público; aparece en la URL de autorización)",
          f"ORCID OAuth URL: https://orcid.org/oauth/authorize?client_id=APP-{rnd(UPPER + DIGITS, 16)}&response_type=code&scope=/authenticate&redirect_uri=https://lab.genomica.example/orcid/callback")
    r.add("random_hex_ids",
          f"Galaxy history {hexs(16)}, dataset {hexs(16)} — encoded ids from the workflow invocation page",
          f"Snakemake run {uid()} wrote .snakemake/metadata/{b64(secrets.token_bytes(18)).replace('/', '_')}")
    r.add("storage_paths",
          f"Datos en /lustre/projects/garcia_bio{digits(2)}/raw/2403{digits(2)}_{rnd(UPPER + DIGITS, 9)}/",
          f"s3://garcia-lab-rawdata/runs/{digits(6)}/{hexs(12)}/fastq/ (lifecycle to Glacier after {pick(60, 90)} days)",
          f"Copia de seguridad en /archivo/garcia/{pick(2022, 2023, 2024)}/{uid()}/ (cinta {rnd(UPPER, 2)}{digits(4)}L8)")
    return r


def main() -> None:
    write_corpora("make_heldout59.py", [
        ("heldout59_credentials.yaml", credentials(), "batch 59 (Madrid genomics professor, Spanish/English), written blind; every value synthetic"),
        ("heldout59_lookalikes.yaml", lookalikes(), "batch 59 look-alikes: accessions, ids, barcodes, checksums and placeholders of a genomics lab, written blind"),
    ])


if __name__ == "__main__":
    main()
