# ruff: noqa: E501
"""Writes heldout242_credentials.yaml and heldout242_lookalikes.yaml: held-out batch 242.

Persona: a municipal IT technician in Québec City who writes Québécois French with some
English mixed in. The notes keep what the job needs at hand: the Active Directory domain admin
password, the FortiGate VPN pre-shared keys, the Veeam backup encryption password, the
Microsoft 365 global admin login, the city's Wi-Fi WPA2 keys, the Genetec door access admin
codes, the SQL Server sa password, the clicSÉQUR (Revenu Québec) login for the city, printer
admin PINs and a SharePoint app client secret. The look-alikes are what the same technician
writes down without any secret in it: NEQ numbers, asset tags, ticket numbers, MAC addresses,
Windows product ids (not keys), tenant ids, AD object GUIDs, badge numbers, phone extensions,
BitLocker recovery key ids (the identifier, not the key), and talk about passwords.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    anthropic_key,
    b64,
    bitlocker_key,
    digits,
    groups,
    hexs,
    mac,
    openai_project_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pw,
    recovery_codes,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

MOTS = [
    "tuque", "poutine", "caribou", "frontenac", "erable", "patinoire", "motoneige",
    "glissade", "limoilou", "sillery", "cabane", "ruelle", "bordeaux", "traversier",
    "bleuet", "castor", "huard", "outarde", "banquise", "sapinage", "tourtiere",
    "gaspesie", "beauport", "charlesbourg", "montcalm", "remparts", "carnaval",
    "bonhomme", "chicoutai", "verglas", "sloche", "gratte", "camelot", "depanneur",
]
SYMBOLES = "!#$%&*?@"


def mdp() -> str:
    """A password a Québec municipal tech would set or a manager generated."""
    return pick(
        pw(),
        f"{pick(*MOTS).capitalize()}{pick(*SYMBOLES)}{digits(4)}{pick(*MOTS).capitalize()}",
        f"{phrase(MOTS, 3, '-')}-{digits(2)}",
        rnd(ALNUM + SYMBOLES, 18),
        f"{pick(*MOTS).capitalize()}{digits(3)}{pick(*SYMBOLES)}{rnd(ALNUM, 6)}",
    )


def wpa() -> str:
    return pick(
        rnd(ALNUM, 20),
        f"{phrase(MOTS, 4, '')}{digits(3)}",
        f"{pick(*MOTS).capitalize()}{digits(4)}{pick(*MOTS).capitalize()}{pick(*SYMBOLES)}",
        rnd(ALNUM + SYMBOLES, 24),
    )


def laps() -> str:
    """A Windows LAPS generated password."""
    return rnd(ALNUM + "!#%+-.{}", pick(14, 16, 20))


def entra_secret() -> str:
    """An Entra ID (Azure AD) app client secret value."""
    return f"{rnd(ALNUM, 3)}8Q~{rnd(ALNUM + '_.~-', 34)}"


def totp_seed() -> str:
    return rnd(BASE32, 32)


def ado_pat() -> str:
    return rnd(LOWER + "234567", 52)


def sas_sig() -> str:
    raw = b64(secrets.token_bytes(32))
    return raw.replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def neq() -> str:
    return pick("11", "22", "33", "88") + digits(8)


def guid_upper() -> str:
    return uid().upper()


def sid() -> str:
    return f"S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}-{1100 + secrets.randbelow(8000)}"


def product_id() -> str:
    return f"{pick('00330', '00331', '00329', '00391')}-{digits(5)}-{digits(5)}-AA{digits(3)}"


def credentials() -> Rows:
    r = Rows()

    r.add(
        "ad_domain_admin_password",
        f"Mot de passe admin du domaine VILLEQC (compte VILLEQC\\adm-tech01) : {mdp()}",
        f"rappel pour moi: domain admin ville.acme.internal → user Administrateur / pass {mdp()}",
        f"DA pwd changé à matin après le départ de Marc-André, le nouveau c'est {mdp()} — à mettre dans KeePass quand j'ai 2 min",
        f"Compte: adm-jtremblay@ville.acme.internal\nMDP: {mdp()}\nGroupe: Domain Admins, Enterprise Admins",
        f"Pour DC01/DC02 si le RDP bloque: runas /user:VILLEQC\\Administrateur cmd, le mdp est {mdp()}",
        f"mdp domaine (admin) = {mdp()}  ** pas le dire au fournisseur, y'ont leur propre compte **",
    )

    r.add(
        "fortinet_vpn_psk",
        f"PSK du tunnel IPsec FortiGate hôtel de ville ↔ caserne 7 : {rnd(ALNUM, 32)}",
        f'config vpn ipsec phase1-interface\n    edit "HDV-Caserne7"\n        set interface "wan1"\n        set remote-gw 203.0.113.27\n        set psksecret {rnd(ALNUM + SYMBOLES, 28)}\n    next\nend',
        f"pre-shared key FortiClient pour le télétravail (IPsec dial-up, pas le SSL VPN): {wpa()}",
        f"Clé pré-partagée VPN site-à-site avec l'usine de traitement d'eau = {rnd(ALNUM + SYMBOLES, 30)}  (ne PAS envoyer par courriel!!)",
        f"fortinet psk usine filtration: {rnd(ALNUM, 40)} / IKEv2 / aes256-sha256 / DH 14",
    )

    r.add(
        "veeam_backup_encryption_password",
        f"Mot de passe de chiffrement des jobs Veeam (Backup Copy vers le NAS): {mdp()} — SANS ÇA ON PEUT PAS RESTAURER",
        f"Veeam encryption pwd (l'indice dans la console c'est 'le chien à Ginette'): {mdp()}",
        f"veeam tape job encryption password = {phrase(MOTS, 4, '-')}{digits(2)}",
        f"Si un jour faut restaurer les backups de 2024 sur un autre serveur Veeam, le mot de passe de chiffrement est {mdp()}",
        f"Veeam B&R\n  serveur: vbr01.ville.acme.internal\n  compte svc: VILLEQC\\svc_veeam / {mdp()}\n  encryption: {mdp()}",
    )

    r.add(
        "m365_global_admin_login",
        f"Global admin M365: admin@villeacme.onmicrosoft.com / {mdp()}",
        f"compte break-glass Microsoft 365 (exclu de l'accès conditionnel) — bg-admin01@ville.acme.test mdp {rnd(ALNUM + '!#%&*+-', 24)}",
        f"Login admin 365 pour admin.microsoft.com: user ti-admin@ville.acme.test, password {mdp()}, le MFA est sur le cell de garde",
        f"M365 GA\nuser: globaladmin@villeacme.onmicrosoft.com\npass: {mdp()}\nTOTP seed: {totp_seed()}",
        f"Connect-MgGraph marche pas avec mon compte, prendre le global admin: admin-urgence@ville.acme.test pis le mot de passe {mdp()}",
    )

    r.add(
        "wifi_wpa2_key",
        f"Wi-Fi employés (SSID VilleQC-Employes) WPA2: {wpa()}",
        f"clé wpa2 du réseau invité à la bibliothèque: {wpa()}",
        f"Réseau sans-fil des arénas — SSID: Arena-Staff / mot de passe: {wpa()}",
        f"wifi salle du conseil, WPA2-PSK = {wpa()}",
        f"WiFi garage municipal\n  SSID: Garage-Municipal\n  Key: {wpa()}\n  (les mécanos arrêtent pas de le demander)",
    )

    r.add(
        "genetec_access_admin_code",
        f"Code admin du panneau Genetec (Synergis) de la salle des serveurs: {digits(6)}",
        f"Genetec Security Desk — compte Admin, mdp {mdp()}",
        f"code maître du contrôleur de portes Synergis Cloud Link à l'HDV: {digits(8)}#",
        f"Le code installateur du panneau d'accès de la caserne 3 c'est {digits(6)}, le tech de l'intégrateur me l'a donné au tél",
        f"Config Tool Genetec: user admin / {mdp()} (le compte 'admin' par défaut, pas encore désactivé)",
    )

    r.add(
        "sql_server_sa_password",
        f"sa SQLPROD01 : {mdp()}",
        f"Mot de passe du compte sa sur le serveur SQL de la paie (SQL-PAIE\\INST01): {mdp()}",
        f'sqlcmd -S sqltax01.ville.acme.internal -U sa -P "{rnd(ALNUM + "!#%*", 18)}" -Q "SELECT @@VERSION"',
        f"SQL Server sa pwd (instance GIS) = {rnd(ALNUM + '!#%&*+-', 20)}",
        f"Pour l'instance SQL Express du logiciel de billetterie des arénas: sa / {mdp()}",
    )

    r.add(
        "clicsequr_login",
        f"clicSÉQUR Entreprises pour la ville: code d'utilisateur {rnd(UPPER + DIGITS, 8)} / mot de passe {mdp()}",
        f"Login clic secur Revenu Québec (déclarations TPS/TVQ): user {rnd(UPPER + DIGITS, 8)} pass {mdp()}",
        f"Clic Séqur — mot de passe changé le 12 mars, nouveau: {mdp()}",
        f"RQ clicSÉQUR\ncode utilisateur: {rnd(UPPER + DIGITS, 8)}\nmdp: {mdp()}\nquestion secrète (nom du premier animal): {pick(*MOTS).capitalize()}{digits(2)}",
        f"Pour les remises de la ville dans Mon dossier entreprise, on se connecte avec clicSÉQUR, mot de passe {mdp()} (code {rnd(UPPER + DIGITS, 8)})",
    )

    r.add(
        "printer_admin_pin",
        f"PIN admin imprimante Xerox 3e étage: {digits(4)}",
        f"Code PIN administrateur des Ricoh (tous les MFP de la ville) = {digits(6)}",
        f"imprimante HP du service d'urbanisme — EWS admin password: {mdp()}",
        f"Canon iR-ADV du greffe: ID gestionnaire système 7654321, PIN {digits(7)}",
        f"Kyocera cour municipale, login Admin, mot de passe {rnd(ALNUM, 10)}",
    )

    client_id = uid()
    r.add(
        "sharepoint_app_client_secret",
        f"Secret client de l'app SharePoint 'Intranet-Sync' (expire 2026-09): {entra_secret()}",
        f"SharePoint add-in\nClient Id: {client_id}\nClient Secret: {b64(secrets.token_bytes(32))}",
        f"client_secret={entra_secret()} pour l'app registration SP-Archives dans Entra",
        f"$secret = '{entra_secret()}'  # app SharePoint PnP, tenant de la ville",
        f"App Entra 'PowerAutomate-Permis' → la Value du secret (pas le Secret ID!) : {entra_secret()}",
    )

    r.add(
        "sql_connection_string",
        f"Server=sqlprod01.ville.acme.internal;Database=Taxation;User Id=app_taxe;Password={rnd(ALNUM + '!#%*', 18)};TrustServerCertificate=True",
        f'chaîne de connexion du web.config du portail citoyen: <add name="Requetes" connectionString="Data Source=SQL-WEB\\PORTAIL;Initial Catalog=Requetes311;User ID=portail_rw;Password={rnd(ALNUM, 20)}" />',
        f"jdbc:sqlserver://sqlgis.ville.acme.internal:1433;databaseName=Cadastre;user=gis_reader;password={rnd(ALNUM, 16)}",
        f"ODBC de l'Access du greffe: DSN=Greffe;UID=greffe_app;PWD={rnd(ALNUM + '!#%', 14)}",
        f"mssql://svc_bi:{rnd(ALNUM, 18)}@sqlbi01.ville.acme.internal:1433/Entrepot",
    )

    r.add(
        "fortigate_admin_credentials",
        f"FortiGate 200F HDV — admin / {mdp()}",
        f"Token REST API FortiGate (api-user 'monitoring-zabbix'): {rnd(LOWER + DIGITS, 30)}",
        f"curl -k -H 'Authorization: Bearer {rnd(LOWER + DIGITS, 30)}' https://fgt-hdv.ville.acme.internal/api/v2/monitor/system/status",
        f"FortiManager: compte ti_admin mdp {mdp()}",
        f"FortiAnalyzer admin pwd reset après la mise à jour 7.4 → {mdp()}",
    )

    r.add(
        "local_admin_laps_password",
        f"LAPS du poste PC-URB-0142 (admin local) : {laps()}",
        f"mdp admin local de l'image de base (avant qu'on active LAPS): .\\Administrateur / {mdp()}",
        f"Get-LapsADPassword PC-GREFFE-07 -AsPlainText\n\nComputerName : PC-GREFFE-07\nAccount      : Administrator\nPassword     : {laps()}",
        f"admin local des laptops de la patrouille: {mdp()}",
        f"LAPS portable du maire (PORT-MAIRE-01): {laps()} — expire dans 30 jours",
    )

    r.add(
        "bitlocker_recovery_key",
        f"Clé de récupération BitLocker du portable de Sylvie (PORT-FIN-023): {bitlocker_key()}",
        f"bitlocker recovery key PC-COUR-11 = {bitlocker_key()}",
        f"Identificateur de clé: {hexs(8).upper()}\nClé de récupération: {bitlocker_key()}",
        f"BitLocker PORT-TI-004: {bitlocker_key()} (le laptop demandait la clé après la MAJ du BIOS)",
        f"clé 48 chiffres pour débarrer le disque du PC de la réception:\n{bitlocker_key()}",
    )

    r.add(
        "ssh_private_key",
        f"clé privée pour le serveur Linux du GIS (geoserver01):\n{openssh_private()}",
        f"id_ed25519 du compte ansible:\n{openssh_private()}",
        f"clé privée du compte de sauvegarde Linux (rsync vers le NAS), passe pas par KeePass:\n{openssh_private()}",
        f"clé privée SFTP pour l'échange avec le fournisseur de paie:\n{pem('RSA PRIVATE KEY', 6)}",
        f"Private key du certificat wildcard *.ville.acme.test (pour le reverse proxy):\n{pem('PRIVATE KEY', 8)}",
    )

    r.add(
        "snmp_community_string",
        f"SNMP community RW des switchs Aruba: {rnd(ALNUM, 16)}",
        f"snmpv3 user zabbix — auth SHA {mdp()} / priv AES {mdp()}",
        f"hostname SW-HDV-CORE\nsnmp-server community {rnd(ALNUM, 14)} rw\nsnmp-server host 10.10.1.50",
        f"communauté SNMP des UPS APC (lecture/écriture) = {rnd(ALNUM, 12)}",
    )

    r.add(
        "idrac_ilo_password",
        f"iDRAC ESX01: root / {mdp()}",
        f"iLO des HPE au centre de données secondaire: Administrator {rnd(UPPER + DIGITS, 8)}",
        f"racadm -r 10.20.5.11 -u root -p '{rnd(ALNUM + '!#%', 16)}' serveraction powercycle",
        f"Mot de passe iDRAC après le changement (tous les R750): {mdp()}",
        f"BMC du serveur Veeam (iDRAC9) user ti_admin pwd {mdp()}",
    )

    r.add(
        "vcenter_password",
        f"vCenter: administrator@vsphere.local / {mdp()}",
        f"root de la VCSA (appliance shell): {mdp()}",
        f"ESXi hosts root pwd = {mdp()}",
        f"mdp root ESXi05 (le vieux host de la caserne) = {mdp()}",
        f"Connect-VIServer vcsa01.ville.acme.internal -User administrator@vsphere.local -Password '{rnd(ALNUM + '!#%*', 18)}'",
    )

    r.add(
        "mfa_seed_and_recovery_codes",
        f"Seed TOTP du compte break-glass (à rentrer dans Authenticator si le cell de garde meurt): {totp_seed()}",
        f"otpauth://totp/Ville:bg-admin02@ville.acme.test?secret={totp_seed()}&issuer=Microsoft",
        f"Codes de secours du compte GitHub de l'équipe TI:\n{recovery_codes(8, 'github')}",
        f"codes de récupération du compte Fortinet Support (FortiCloud):\n{recovery_codes(6, 'alnum')}",
        f"backup codes du compte Google de l'école de musique: {recovery_codes(5, 'digits')}",
    )

    r.add(
        "service_account_password",
        f"svc_veeam: {mdp()}",
        f"Compte de service pour le scan-to-folder des imprimantes: VILLEQC\\svc_scan / {mdp()}",
        f"svc_sql_agent mdp = {mdp()} (n'expire jamais, exception approuvée par le boss)",
        f"compte LDAP bind pour Genetec: CN=svc_genetec,OU=Services,DC=ville,DC=acme,DC=internal — pwd {mdp()}",
        f"gMSA pas possible pour l'app de permis, faque svc_permis / {mdp()}",
    )

    r.add(
        "git_access_token",
        f"PAT Azure DevOps (scripts de déploiement, expire dans 90 jours): {ado_pat()}",
        f"token GitHub pour le repo des scripts PowerShell: ghp_{rnd(ALNUM, 36)}",
        f"git clone https://oauth2:glpat-{rnd(URLSAFE, 20)}@git.ville.acme.internal/ti/scripts-ad.git",
        f"GitLab interne, deploy token du projet intranet: glpat-{rnd(URLSAFE, 20)}",
        f"AZURE_DEVOPS_EXT_PAT={ado_pat()}  # pour az devops dans le pipeline de nuit",
    )

    r.add(
        "smtp_relay_credentials",
        f"SendGrid pour les avis aux citoyens (portail 311): {sendgrid_key()}",
        f"Relais SMTP des copieurs → smtp.ville.acme.test:587, user relais@ville.acme.test, pwd {mdp()}",
        f"app password du compte alertes@ville.acme.test (Exchange Online avec MFA): {groups(rnd(LOWER, 16), 4, '')}",
        f"$cred = New-Object PSCredential('notif@ville.acme.test', (ConvertTo-SecureString '{rnd(ALNUM + '!#%', 16)}' -AsPlainText -Force))",
    )

    r.add(
        "camera_nvr_password",
        f"Caméras Axis du garage: root / {mdp()}",
        f"NVR Genetec Omnicast — compte admin vidéo: {mdp()}",
        f"mdp des caméras PTZ au parc (Hanwha): admin {mdp()}",
        f"Axis Camera Station: compte opérateur pour la police → police_op / {mdp()}",
        f"rtsp://viewer:{rnd(ALNUM, 12)}@cam-parc-07.ville.acme.internal:554/axis-media/media.amp",
    )

    r.add(
        "password_manager_master",
        f"Mot de passe maître du KeePass de l'équipe TI (TI-Ville.kdbx): {phrase(MOTS, 5)}",
        f"keepass master: {mdp()} + keyfile sur la clé USB dans le coffre",
        f"Si chu malade: le KeePass est sur \\\\fs01\\TI$\\KeePass, le mot de passe maître c'est « {phrase(MOTS, 4)} {digits(3)} »",
        f"Bitwarden org de la ville — master password du compte ti-admin: {phrase(MOTS, 4, '.')}",
    )

    r.add(
        "alarm_panel_code",
        f"Code de l'alarme intrusion du garage municipal: {digits(4)}",
        f"Code de désarmement alarme salle des serveurs HDV: {digits(4)} — code de contrainte: {digits(4)}",
        f"Alarme bibliothèque: usager TI #{digits(2)} → {digits(6)}",
        f"code alarme caserne 5 (si on rentre de nuit pour le switch): {digits(5)}*",
    )

    r.add(
        "radius_shared_secret",
        f"Secret partagé RADIUS (NPS) pour le FortiGate: {rnd(ALNUM, 24)}",
        f"radius-server host 10.10.1.20 key {rnd(ALNUM, 20)}",
        f"NPS client 'Aruba-Controller' shared secret = {rnd(ALNUM + SYMBOLES, 22)}",
        f"secret RADIUS des bornes Wi-Fi (WPA2-Enterprise) dans NPS: {rnd(ALNUM, 32)}",
    )

    r.add(
        "ai_api_key",
        f"Clé OpenAI du projet pilote de chatbot 311: {openai_project_key()}",
        f"Anthropic API key (essai pour résumer les procès-verbaux du conseil): {anthropic_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"clé API Anthropic pour le pilote de la cour municipale → {anthropic_key()} (facturée au budget TI)",
    )

    r.add(
        "azure_storage_key",
        f"DefaultEndpointsProtocol=https;AccountName=villearchives;AccountKey={b64(secrets.token_bytes(64))};EndpointSuffix=core.windows.net",
        f"clé d'accès du storage account des sauvegardes (key1): {b64(secrets.token_bytes(64))}",
        f"az storage blob upload --account-name villearchives --account-key \"{b64(secrets.token_bytes(64))}\" -c pv -f pv-2025-04.pdf",
        f"SAS du conteneur 'scans' (rw, expire fin 2025): https://villescans.blob.acme.test/scans?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2025-12-31T04:59:59Z&spr=https&sig={sas_sig()}",
    )

    r.add(
        "dsrm_password",
        f"DSRM des contrôleurs de domaine: {mdp()}",
        f"Mot de passe du mode restauration AD (DSRM) DC03 = {mdp()}",
        f"ntdsutil → set dsrm password fait sur DC01, nouveau mdp: {mdp()}",
        f"DSRM pwd (même sur les 3 DC, je sais...) : {mdp()}",
    )

    r.add(
        "voicemail_pin",
        f"NIP de la boîte vocale du poste de garde TI (poste 4410): {digits(6)}",
        f"boîte vocale 311 – NIP {digits(4)}",
        f"Mon NIP de messagerie vocale Teams: {digits(6)}, au cas où j'oublie encore",
        f"Teams Phone, NIP vocale du téléphone de conférence salle Jean-Lesage: {digits(6)}",
    )

    r.add(
        "pfx_certificate_password",
        f"Mot de passe du .pfx wildcard *.ville.acme.test: {mdp()}",
        f"Import-PfxCertificate -FilePath .\\adfs.pfx -Password (ConvertTo-SecureString -String '{rnd(ALNUM + '!#%', 16)}' -AsPlainText -Force)",
        f"cert SSL du portail citoyen (export PFX), passphrase = {phrase(MOTS, 3, '_')}{digits(2)}",
        f"pfx du certificat de signature de code (scripts PS): mot de passe {mdp()}",
    )

    r.add(
        "http_basic_auth",
        f"API du logiciel de permis (Basic): Authorization: Basic {b64(f'api_permis:{rnd(ALNUM, 16)}'.encode())}",
        f"curl -u gis_sync:{rnd(ALNUM, 14)} https://permis.ville.acme.internal/api/v1/dossiers",
        f"Invoke-RestMethod -Uri https://paie.acme.test/api/export -Headers @{{Authorization = 'Basic {b64(f'export_paie:{rnd(ALNUM, 16)}'.encode())}'}}",
        f"webhook de l'alerte citoyenne → https://alerte:{rnd(ALNUM, 18)}@hooks.ville.acme.test/notify",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "neq_number",
        f"NEQ du fournisseur de déneigement (Déneigement Acme inc.): {neq()}",
        f"Le NEQ de la Ville à mettre sur le formulaire de Revenu Québec: {neq()}",
        f"checker le NEQ {neq()} au Registraire des entreprises avant d'approuver le fournisseur",
        f"Fournisseurs TI\n- Câblage Acme inc. — NEQ {neq()}\n- Informatique Limoilou ltée — NEQ {neq()}\n- Acme Réseaux s.e.n.c. — NEQ {neq()}",
        f"OBNL du club de hockey mineur, NEQ {neq()}, pour la subvention",
    )

    r.add(
        "asset_tag",
        f"Étiquette d'actif du laptop de Sylvie: VQ-{digits(6)}",
        f"Actif #{digits(6)} (switch Aruba 6300) retourné en garantie, remplacé par #{digits(6)}",
        f"Inventaire salle serveurs: ESX01 = TI-{digits(5)}, ESX02 = TI-{digits(5)}, NAS = TI-{digits(5)}",
        f"no d'actif de l'imprimante du greffe: IMP-{digits(4)} (collant sur le côté)",
        f"Le PC de la réception à l'aréna c'est l'actif VQ-{digits(6)}, à remplacer en 2026",
    )

    r.add(
        "ticket_number",
        f"Billet Octopus #{digits(6)} — l'imprimante du 3e bourre encore",
        f"INC{digits(7)} ouvert chez Fortinet TAC, case #{digits(7)}",
        f"RITM{digits(7)} : nouvel employé aux travaux publics, laptop + badge",
        f"Demande de changement CHG-{digits(5)} approuvée pour la fenêtre de jeudi 22h",
        f"ticket Veeam support 0{digits(7)} au sujet du job qui plante",
    )

    r.add(
        "mac_address",
        f"MAC de l'imprimante Xerox du 3e: {mac(':', True)} → réservation DHCP 10.20.3.45",
        f"Borne Aruba bibliothèque: {mac('-', True)}",
        f"Le contrôleur Synergis de la caserne 3 a la MAC {mac()}, à whitelister dans le NAC",
        f"caméra cam-parc-07 — {mac(':', True)} — VLAN 140",
        f"Wake-on-LAN marche pas sur PC-URB-0142 ({mac('-', True)}), checker le BIOS",
    )

    r.add(
        "windows_product_id",
        f"Product ID du serveur de fichiers: {product_id()} (c'est le Product ID, pas la clé de produit)",
        f"winver sur PC-GREFFE-07 → ID de produit {product_id()}",
        f"Pour le support Microsoft, ils demandent le Product ID: {product_id()}",
        f"Système > À propos — Product ID {product_id()}, activé par KMS",
        f"slmgr /dli affiche le Product ID {product_id()} et les 5 derniers caractères de la clé: {rnd(UPPER + DIGITS, 5)}",
    )

    r.add(
        "m365_tenant_id",
        f"Tenant ID M365 de la ville: {uid()}",
        f"Directory (tenant) ID pour l'app Intranet-Sync: {uid()}",
        f"Connect-MgGraph -TenantId {uid()} -Scopes 'User.Read.All'",
        f"https://login.microsoftonline.com/{uid()}/oauth2/v2.0/token ← endpoint pour le script",
        f"Le tenant ID ({uid()}) c'est pas un secret, on peut le mettre dans le wiki",
    )

    r.add(
        "ad_object_guid",
        f"objectGUID du compte jtremblay: {uid()}",
        f"Get-ADUser mgagnon | select ObjectGUID → {uid()}",
        f"Le GPO 'Postes-Standard' a le GUID {{{guid_upper()}}}",
        f"OU Travaux-Publics ObjectGUID {uid()} (pour le script de synchro Entra Connect)",
        f"ms-DS-ConsistencyGuid (sourceAnchor) de mgagnon en base64: {b64(secrets.token_bytes(16))}",
    )

    r.add(
        "badge_number",
        f"Badge Genetec #{digits(5)} désactivé (employé parti vendredi)",
        f"Nouveau badge pour Julie au greffe: code d'installation {secrets.randbelow(255) + 1}, numéro de carte {digits(5)}",
        f"carte d'accès temporaire T-{digits(3)} prêtée au sous-traitant, à récupérer le 15",
        f"Badge {digits(5)} — accès salle des serveurs retiré le 2025-03-14 (demande RH)",
        f"Liste des badges perdus ce mois-ci: {digits(5)}, {digits(5)}, {digits(5)}",
    )

    r.add(
        "phone_extension",
        f"Poste du centre de services TI: 4{digits(3)}, ligne de garde 418-555-0{digits(3)}",
        f"Ext. {digits(4)} pour le greffe, {digits(4)} pour la cour municipale",
        f"Le poste du technicien Genetec chez l'intégrateur: 418-555-0{digits(3)} poste {digits(3)}",
        f"renvoi d'appel du poste {digits(4)} vers le {digits(4)} pendant les vacances",
        f"Nouveau poste pour Julie: {digits(4)}, son ancien {digits(4)} est libéré",
    )

    r.add(
        "bitlocker_key_id",
        f"ID de la clé de récupération BitLocker de PORT-FIN-023 (l'identifiant, pas la clé!): {guid_upper()}",
        f"L'écran bleu BitLocker demande la clé pour l'ID {hexs(8).upper()} — aller voir dans AD, onglet BitLocker Recovery",
        f"Key ID BitLocker PC-COUR-11: {{{guid_upper()}}} — la clé elle-même est dans Entra, pas ici",
        f"manage-bde -protectors -get C: → ID : {{{guid_upper()}}} (Mot de passe numérique)",
        f"Rapport Intune: 14 postes sans clé BitLocker sauvegardée, ex. PC-URB-0142 (key id {guid_upper()})",
    )

    r.add(
        "password_policy",
        "Politique des mots de passe: 14 caractères minimum, historique de 24, verrouillage après 5 essais pendant 15 min",
        "Fine-grained password policy pour les Domain Admins: 20 caractères, expiration 90 jours, pas de réversible",
        "Le mot de passe du Wi-Fi invité change chaque 1er du mois, c'est la bibliothèque qui l'affiche au comptoir",
        "LAPS: longueur 20, complexité 4, rotation 30 jours, backup dans Entra ID",
        "rappel pour la formation: une phrase de passe > un mot de passe compliqué, pis jamais le même qu'à la maison",
    )

    r.add(
        "password_rotation_reminder",
        f"Rappel: changer le mdp du sa sur SQLPROD01 avant le 30 juin, CHG-{digits(5)}",
        "Rotation du secret client SharePoint (Intranet-Sync) à faire avant l'expiration en septembre — mettre un rappel Outlook",
        "Le PSK du tunnel caserne 7 a été changé le 2025-02-11, les deux bouts sont à jour",
        "Penser à changer le mot de passe DSRM sur les trois DC après l'audit",
        "mdp du global admin changé ce matin; la nouvelle valeur est dans l'enveloppe scellée au coffre du greffier",
    )

    r.add(
        "vault_reference",
        "Le mdp du sa est dans KeePass sous TI/Serveurs/SQL/sa-SQLPROD01",
        "Secret client SharePoint → Key Vault: https://kv-ville-prod.vault.acme.test/secrets/sp-intranet-sync",
        "Clé de chiffrement Veeam: enveloppe scellée dans le coffre-fort du trésorier, copie au coffre de la caserne 1",
        "Mot de passe clicSÉQUR: voir l'entrée « Revenu Québec - clicSÉQUR » dans le Bitwarden de la ville, collection Finances",
        f"PSK VPN: Get-AzKeyVaultSecret -VaultName kv-ville-reseau -Name psk-caserne7 (version {hexs(32)})",
    )

    r.add(
        "env_var_reference",
        "Dans le script, le secret est lu avec $env:SP_CLIENT_SECRET, jamais écrit en dur",
        "client_secret: ${{ secrets.SHAREPOINT_CLIENT_SECRET }}",
        "export SQL_SA_PASSWORD=$(vault kv get -field=password secret/ville/sql/sa)",
        'password = os.environ["FORTIGATE_API_TOKEN"]  # variable définie dans le service Windows',
        "appsettings.json: \"ConnectionStrings\": { \"Taxation\": \"__TAXATION_CONN__\" } — remplacé par le pipeline au déploiement",
    )

    r.add(
        "sharepoint_app_client_id",
        f"Client ID (Application ID) de l'app SharePoint Intranet-Sync: {uid()}",
        f"App registration SP-Archives — Application (client) ID: {uid()}, Object ID: {uid()}",
        f"Secret ID (pas la valeur!) du secret qui expire: {uid()}",
        f"Connect-PnPOnline -Url https://villeacme.sharepoint.acme.test/sites/intranet -ClientId {uid()} -Interactive",
        f"Le client ID {uid()} est public, c'est le client secret qu'il faut garder dans le Key Vault",
    )

    r.add(
        "ssh_public_key",
        f"Clé publique du compte ansible à mettre dans authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} ansible@ti-ville",
        f"Empreinte de la clé d'hôte de geoserver01: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
        f"ssh-rsa {ssh_pub('ssh-rsa', 270)} jtremblay@PORT-TI-004",
        f"known_hosts pour le sftp du fournisseur de paie: sftp.paie.acme.test ecdsa-sha2-nistp256 {ssh_pub('ecdsa-sha2-nistp256', 80)}",
    )

    r.add(
        "certificate_thumbprint",
        f"Empreinte du certificat wildcard (renouvelé en mars): {hexs(40).upper()}",
        f"Thumbprint du cert ADFS token-signing: {groups(hexs(40).upper(), 2, ' ')}",
        f"Numéro de série du certificat du portail citoyen: {hexs(32)}",
        f"Get-ChildItem Cert:\\LocalMachine\\My | ? Thumbprint -eq '{hexs(40).upper()}'",
    )

    r.add(
        "masked_password",
        "mdp sa SQLPROD01: ************ (voir KeePass)",
        "PSK caserne 7: •••••••••••••• — demander à Steve pour la valeur",
        "Le secret de l'app SharePoint commence par « Xyz8Q~ » dans le portail, le reste est caché, faut en générer un nouveau",
        "FortiGate → VPN → IPsec → Pre-shared Key: ENC (chiffré dans la config, on peut pas le relire)",
        "global admin: admin@villeacme.onmicrosoft.com / [voir coffre]",
    )

    r.add(
        "fortigate_serial",
        f"Numéro de série du FortiGate 200F de l'HDV: FG200FT{digits(9)}",
        f"FortiGate 60F de la caserne 7 — SN FGT60FTK{digits(8)}, contrat FortiCare jusqu'en 2027",
        f"FortiSwitch 124F garage: S124FP{rnd(UPPER + DIGITS, 10)}",
        f"RMA Fortinet pour l'unité FG100F{rnd(UPPER + DIGITS, 9)}, ticket #{digits(7)}",
    )

    r.add(
        "veeam_job_id",
        f"ID du job Veeam 'Backup-SQL-Nuit': {uid()}",
        f"Session de restauration {uid()} terminée avec succès (fichiers du greffe)",
        f"Get-VBRJob -Name 'Copy-NAS' → Id {uid()}",
        f"Restore point du 2025-04-02 22:00, id {uid()}, taille 412 GB",
    )

    r.add(
        "azure_resource_id",
        f"/subscriptions/{uid()}/resourceGroups/rg-ville-prod/providers/Microsoft.Storage/storageAccounts/villearchives",
        f"Subscription ID de l'abonnement Azure de la ville: {uid()}",
        f"Correlation ID de l'erreur AADSTS50126 (mauvais mdp) à envoyer au support: {uid()}",
        f"Request Id: {uid()}\nCorrelation Id: {uid()}\nTimestamp: 2025-05-06T14:22:31Z",
    )

    r.add(
        "windows_sid",
        f"SID du compte svc_veeam: {sid()}",
        f"Le profil orphelin dans HKLM\\...\\ProfileList c'est {sid()}",
        f"Event 4625 — échec d'ouverture de session, Security ID: {sid()}, Logon ID 0x{hexs(6).upper()}",
        f"SID du domaine VILLEQC: S-1-5-21-{digits(10, True)}-{digits(10, True)}-{digits(10, True)}",
    )

    r.add(
        "network_vlan_config",
        "VLAN 120 – Wi-Fi employés, 10.120.0.0/22, passerelle .1, DHCP sur le FortiGate, WPA2-Enterprise (802.1X, pas de clé partagée)",
        "VLAN 140 caméras, 10.140.0.0/23, isolé, seul le serveur Omnicast peut y parler",
        "Tunnel caserne 7: phase 1 IKEv2 aes256-sha256 DH14, lifetime 28800, phase 2 lifetime 3600, DPD on-idle",
        "SSID VilleQC-Invite: portail captif, pas de mot de passe, les citoyens acceptent les conditions pis c'est tout",
        "RADIUS sur le port 1812, accounting 1813, timeout 5 s, 3 essais",
    )

    r.add(
        "printer_settings",
        f"Ricoh du greffe: IP 10.20.4.31, port 9100, no de série {rnd(UPPER + DIGITS, 11)}, compteur {digits(6, True)} pages",
        "Le PIN admin des Xerox doit faire au moins 6 chiffres depuis la mise à jour du firmware, penser à les changer",
        f"Canon urbanisme — modèle iR-ADV C5860, S/N {rnd(UPPER + DIGITS, 8)}, contrat de service #{digits(6)}",
        "Scan-to-email des copieurs passe par le relais smtp.ville.acme.test port 25, sans authentification (IP autorisées seulement)",
    )

    r.add(
        "pipeline_secret_reference",
        "steps:\n  - uses: azure/login@v2\n    with:\n      client-id: ${{ secrets.AZURE_CLIENT_ID }}\n      tenant-id: ${{ secrets.AZURE_TENANT_ID }}",
        "Dans Azure DevOps la variable SqlSaPassword est marquée secrète (cadenas), on la voit plus après",
        "- task: AzureKeyVault@2\n  inputs:\n    KeyVaultName: kv-ville-prod\n    SecretsFilter: 'sp-intranet-sync,sql-taxation'",
        "env:\n  FORTI_TOKEN: ${{ secrets.FORTI_TOKEN }}\n  SMTP_PASS: ${{ secrets.SMTP_RELAY_PASSWORD }}",
    )

    r.add(
        "commit_hash",
        f"Version du script de provisionnement AD déployée: commit {hexs(40)}",
        f"revert du commit {hexs(7)} — le script effaçait les proxyAddresses",
        f"Build #{digits(4)} du portail citoyen, image sha256:{rnd(HEX, 64)}",
        f"git log --oneline → {hexs(7)} fix GPO imprimantes / {hexs(7)} ajout OU travaux publics",
    )

    r.add(
        "genetec_config_ids",
        f"Porte salle serveurs = lecteur #{digits(3)} sur le Synergis Cloud Link SN {rnd(UPPER + DIGITS, 10)}",
        f"Cardholder GUID de Julie dans Security Center: {uid()}",
        f"Horaire d'accès 'Heures de bureau' id {uid()}, 7h à 18h lundi au vendredi",
        "Le code du panneau Genetec de la caserne 3 est à changer après le départ du sous-traitant — demander à l'intégrateur",
    )

    r.add(
        "purchase_order",
        f"Bon de commande BC-2025-{digits(5)} pour les licences Veeam (renouvellement)",
        f"Facture #{digits(8)} de Câblage Acme inc., à approuver dans le système financier",
        f"Soumission Q-{digits(6)} pour 3 FortiGate 60F, valide 30 jours",
        f"Numéro de contrat Microsoft EA {digits(7)}, enrollment {digits(8)}",
        f"Commande Dell #{digits(9)}, 4 PowerEdge R760, livraison prévue le 12 mai",
    )

    r.add(
        "m365_license_sku",
        f"SKU ID de Microsoft 365 E3 dans notre tenant: {uid()} (SkuPartNumber SPE_E3)",
        f"Set-MgUserLicense -UserId jtremblay@ville.acme.test -AddLicenses @{{SkuId='{uid()}'}} -RemoveLicenses @()",
        f"ServicePlanId d'Exchange Online: {uid()}",
        "On a 412 licences E3, 38 F3 pis 12 Copilot, recompte à faire en juin",
    )

    r.add(
        "dns_verification_record",
        f"TXT pour vérifier le domaine dans M365: MS=ms{digits(8)}",
        f"selector1._domainkey.ville.acme.test TXT \"v=DKIM1; k=rsa; p={b64(secrets.token_bytes(162))}\"",
        "SPF: v=spf1 include:spf.protection.outlook.com ip4:203.0.113.10 -all",
        f"google-site-verification={rnd(URLSAFE, 43)} (pour la Search Console du site de la ville)",
    )

    r.add(
        "container_and_host_names",
        f"Le pod du geoserver qui redémarre en boucle: geoserver-{hexs(10)}-{rnd('bcdfghjklmnpqrstvwxz2456789', 5)}",
        f"docker ps → conteneur {hexs(12)} (portail-311-api) en unhealthy",
        f"VM template Win2022 créée le 14 avril: TPL-W22-{hexs(6).upper()}",
        f"Nom d'hôte auto du nouveau laptop: DESKTOP-{rnd(UPPER + DIGITS, 7)}, à renommer PORT-URB-{digits(3)}",
    )

    r.add(
        "encrypted_or_hashed_value",
        f"Dans la config FortiGate le PSK apparaît comme « set psksecret ENC {b64(secrets.token_bytes(90))} » — c'est chiffré avec la clé de l'appareil",
        f"Hash SHA-256 de l'ISO Win2022 téléchargé (pour vérifier): {rnd(HEX, 64)}",
        f"MD5 du fichier .vbk avant copie: {hexs(32)}",
        f"Empreinte du fichier de licence Veeam: {hexs(40)}",
    )

    r.add(
        "public_ids_misc",
        f"Numéro de client Fortinet (compte FortiCloud): {digits(7)}",
        f"ID du projet OpenAI du chatbot (pas la clé): proj_{rnd(ALNUM, 24)}",
        f"Numéro de dossier à Revenu Québec pour la TVQ: {digits(10)}TQ0001",
        f"Identifiant d'organisation Microsoft Partner (MPN): {digits(7)}",
    )

    return r


def main() -> None:
    write_corpora("make_heldout242.py", [
        ("heldout242_credentials.yaml", credentials(), "Held-out batch 242: credentials a Québec City municipal IT technician keeps (AD, FortiGate, Veeam, M365, Genetec, SQL, clicSÉQUR), in Québécois French"),
        ("heldout242_lookalikes.yaml", lookalikes(), "Held-out batch 242: the same technician's notes with no secret (NEQ, asset tags, tickets, MACs, product ids, tenant ids, GUIDs, BitLocker key ids, password talk)"),
    ])


if __name__ == "__main__":
    main()
